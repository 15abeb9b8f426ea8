// npm run dev: the API with reload, plus both Vite dev servers (they proxy /api and /uploads to it).
import { spawn } from 'node:child_process';

const processes = [
  ['api', ['run', 'dev', '-w', 'api']],
  ['player', ['run', 'dev', '-w', 'player', '--', '--port', '5173']],
  ['backoffice', ['run', 'dev', '-w', 'backoffice', '--', '--port', '5174']],
].map(([name, args]) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (d) => process.stdout.write(prefix(d)));
  child.stderr.on('data', (d) => process.stderr.write(prefix(d)));
  return child;
});

const stop = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
