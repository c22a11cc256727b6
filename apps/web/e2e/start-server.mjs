// Starts the built server for the browser tests on a fresh embedded database holding the demo
// catalog: loaded once into a folder of its own (seeded-folder.mjs), then copied for this server.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { e2ePort, root, seededFolder } from './seeded-folder.mjs';

const dataDir = path.join(root, `.data-e2e-${e2ePort}`);
await Promise.all(
  [seededFolder, dataDir].map((folder) => rm(folder, { recursive: true, force: true })),
);

const env = {
  ...process.env,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT: '10000',
  HOST: '127.0.0.1',
  PORT: String(e2ePort),
  // Links in e-mails open on the origin the browser uses, where its session is.
  PUBLIC_URL: `http://127.0.0.1:${e2ePort}`,
};
const server = path.join(root, 'apps/server/dist/main.js');

// A stop asked of this script goes to the process running now.
let child;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

// The server's own first-start loader (main.ts): loads the demo catalog into the folder and exits.
child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: { ...env, DATA_DIR: seededFolder, SEED: 'auto', GIGLANE_SEED_ONLY: '1' },
});
const [code, signal] = await once(child, 'exit');
if (code !== 0) throw new Error(`Loading the demo catalog failed (${signal ?? code})`);
await cp(seededFolder, dataDir, { recursive: true });

child = spawn(process.execPath, [server], { stdio: 'inherit', env: { ...env, DATA_DIR: dataDir } });
child.on('exit', (code) => process.exit(code ?? 0));
