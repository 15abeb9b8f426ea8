/* global setTimeout */
// npm run cluster: CLUSTER_INSTANCES (3) API instances on loopback ports behind nginx on PORT (3000),
// all on the PostgreSQL of DATABASE_URL. Instance n listens on PORT+n (or the n-th of INSTANCE_PORTS,
// a comma list). Ctrl-C stops nginx (finishing its requests), then the instances (theirs), then exits.
// `--no-build` skips building the apps (the API still serves; the pages answer 503 until built).
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { buildAppsIfStale } from './build-apps.mjs';
import { Instance, health } from './cluster/instance.mjs';
import { findNginx, startNginx } from './cluster/nginx.mjs';

const say = (line) => console.log(`cluster: ${line}`);
const fail = (line) => {
  console.error(`cluster: ${line}`);
  process.exit(1);
};

const env = { ...process.env };
if (!env.DATABASE_URL)
  fail(
    'DATABASE_URL must name a PostgreSQL database: the instances share it (the embedded database cannot be shared)',
  );
const bin = findNginx(env);
if (!bin) fail('nginx not found: install it (apt-get install nginx) or set NGINX_PATH to its path');
const port = Number(env.PORT ?? 3000);
const count = Number(env.CLUSTER_INSTANCES ?? 3);
const ports = env.INSTANCE_PORTS
  ? env.INSTANCE_PORTS.split(',').map(Number)
  : Array.from({ length: count }, (_, i) => port + i + 1);
if (![port, ...ports].every((p) => Number.isInteger(p) && p > 0 && p < 65536) || !ports.length)
  fail('PORT, CLUSTER_INSTANCES and INSTANCE_PORTS must give valid ports');

// A port already taken (another server, a cluster left running) would answer in an instance's place.
const taken = (p) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(true))
      .listen(p, () => probe.close(() => resolve(false)));
  });
for (const p of [port, ...ports]) if (await taken(p)) fail(`port ${p} is already in use`);

// Shared by every instance: auth rate limits counted in PostgreSQL, client addresses from nginx,
// links in mails to nginx's address.
env.RATE_LIMIT_STORE ??= 'postgres';
env.TRUST_PROXY ??= '1';
env.PUBLIC_URL ??= `http://localhost:${port}`;

if (!process.argv.includes('--no-build')) buildAppsIfStale();

const instances = ports.map((p, i) => new Instance({ number: i + 1, port: p, env, say }));
let nginx = null;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping');
  if (nginx && nginx.child.exitCode === null) {
    const exited = new Promise((resolve) => nginx.child.once('exit', resolve));
    nginx.child.kill('SIGQUIT');
    await exited;
  }
  await Promise.all(instances.map((instance) => instance.stop()));
  if (nginx) rmSync(nginx.prefix, { recursive: true, force: true });
  say('stopped');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop());
// Children run in their own process groups (Ctrl-C reaches only this script): never leave them behind.
process.on('exit', () => {
  for (const child of [nginx?.child, ...instances.map((i) => i.child)])
    if (child && child.exitCode === null) child.kill('SIGKILL');
});

try {
  // The first instance alone migrates, seeds an empty database and writes DATA_DIR's secret.
  await instances[0].start();
  await Promise.all(instances.slice(1).map((instance) => instance.start()));
  nginx = startNginx({ bin, listen: port, ports });
  nginx.child.once('exit', (code) => {
    if (!stopping) {
      console.error(nginx.log());
      say(`nginx exited (code ${code})`);
      stop(1);
    }
  });
  while ((await health(port, 1000)) !== 'ok') {
    if (stopping) await new Promise(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  say(
    `ready on http://localhost:${port}: nginx (pid ${nginx.child.pid}) over ${ports.length} instances (ports ${ports.join(', ')})`,
  );
} catch (error) {
  say(error.message);
  await stop(1);
}
