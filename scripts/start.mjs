// npm start: builds the two apps when missing or older than their sources, then runs the server
// in this process (so SIGTERM and SIGINT reach it directly).
import path from 'node:path';
import { buildAppsIfStale, root } from './build-apps.mjs';

buildAppsIfStale();

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'api', 'src', 'server.ts'));
