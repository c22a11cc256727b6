// Starts the built server on a fresh embedded database for the browser tests; the server loads the
// demo catalog itself on its first start.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = path.join(root, `.data-e2e-${process.env.PORT}`);
await rm(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT: '10000',
  HOST: '127.0.0.1',
  // Links in e-mails open on the origin the browser uses, where its session is.
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
};

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env,
});
// A stop asked of this script goes to the server.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
