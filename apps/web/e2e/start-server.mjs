// Starts the built server for the browser tests on a fresh embedded database holding the demo
// catalog: loaded once into a folder of its own (seeded-folder.mjs), then copied for this server.
import { spawn } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadCatalog, serverBundle, serverEnv } from './load-catalog.mjs';
import { e2ePort, root, seededFolder } from './seeded-folder.mjs';

// A stop asked of this script goes to the process running now: the catalog's loader, then the
// server.
let child;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child?.kill(signal));

const dataDir = path.join(root, `.data-e2e-${e2ePort}`);
await rm(dataDir, { recursive: true, force: true });
// Loaded already by this `npm test` run (load-catalog.mjs), or loaded now.
if (process.env.E2E_CATALOG !== 'loaded') await loadCatalog(e2ePort, (loader) => (child = loader));
await cp(seededFolder, dataDir, { recursive: true });

child = spawn(process.execPath, [serverBundle], {
  stdio: 'inherit',
  env: { ...serverEnv(e2ePort), DATA_DIR: dataDir },
});
child.on('exit', (code) => process.exit(code ?? 0));
