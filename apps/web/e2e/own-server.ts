import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { root, seededFolder } from './seeded-folder.mjs';

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A second Giglane server of the spec's own, on an embedded database in a folder it keeps across
 * restarts, so a restart finds what was written before it. With `seed` the folder starts as a copy
 * of the run's demo catalog (seeded-folder.mjs); without, it holds nothing: the flows make their
 * own people. `env` sets the server's own settings.
 */
export async function ownServer({
  seed = false,
  env = {},
}: { seed?: boolean; env?: Record<string, string> } = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'giglane-live-'));
  if (seed) await cp(seededFolder, dataDir, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'off',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '10000',
        ...env,
      },
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${baseURL}/ready`)).status;
          } catch {
            return 0;
          }
        },
        // A start loads no catalog: its migrations at most, slow only on a busy machine.
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(200);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  try {
    await start();
  } catch (error) {
    // A server that never answered is stopped here: no one else holds it to dispose of it.
    await stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    /** Stops the server as a deployment does, and starts it again on the same database. */
    stop,
    start,
    dispose: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
