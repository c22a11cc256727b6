// Starts the built server on a fresh embedded database for the browser tests. With E2E_SEED_JOBS
// set, the database is first filled with a catalog of that many gigs (the large-catalog server);
// otherwise the server loads the demo catalog itself on its first start.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
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
};

/** The seed, then the server: a stop asked of this script goes to whichever is running. */
let child;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child?.kill(signal));

const jobs = process.env.E2E_SEED_JOBS;
if (jobs) {
  const started = performance.now();
  // The seed command of the README, run from the server's sources as `npm run db:seed` does.
  child = spawn(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--jobs', jobs], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env,
  });
  // The large catalog seeds while the other flows run (large-catalog-server.ts): it takes the cores
  // they leave idle, so their timeouts stay as they were.
  os.setPriority(child.pid, 10);
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  if (code !== 0) process.exit(code ?? 1);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.error(`Seeded ${Number(jobs).toLocaleString('en-US')} gigs in ${seconds} s.`);
  env.SEED = 'off';
}

child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env,
});
child.on('exit', (code) => process.exit(code ?? 0));
