// Loads the demo catalog into the browser run's own data folder (seeded-folder.mjs), with the
// server's own first-start loader (main.ts), which loads it and exits. The shared server and the
// flows' own servers start on copies of it. `npm test` runs this beside ESLint, where a core is
// free, and tells the browser run it is loaded (E2E_CATALOG=loaded, start-server.mjs).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2ePort, root, seededFolder } from './seeded-folder.mjs';

/** The server's settings in every browser run, for the loader and the servers alike. */
export function serverEnv(port) {
  return {
    ...process.env,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '10000',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Links in e-mails open on the origin the browser uses, where its session is.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
}

export const serverBundle = path.join(root, 'apps/server/dist/main.js');

/** Loads the catalog afresh; `started` is handed the loader's process, to stop it with its own. */
export async function loadCatalog(port, started = () => {}) {
  await rm(seededFolder, { recursive: true, force: true });
  const child = spawn(process.execPath, [serverBundle], {
    stdio: 'inherit',
    env: { ...serverEnv(port), DATA_DIR: seededFolder, SEED: 'auto', GIGLANE_SEED_ONLY: '1' },
  });
  started(child);
  const [code, signal] = await once(child, 'exit');
  if (code !== 0) throw new Error(`Loading the demo catalog failed (${signal ?? code})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await loadCatalog(e2ePort);
