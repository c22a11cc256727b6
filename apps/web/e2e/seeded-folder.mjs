// The demo catalog, loaded once per browser run into a data folder of its own (start-server.mjs):
// the shared server starts on a copy of it, and so does every flow that needs a server of its own
// with the demo catalog (own-server.ts), instead of loading the catalog again on the two cores.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The shared server's port: the run's, so that two runs side by side keep apart. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);

/** The folder this run loads the demo catalog into. */
export const seededFolder = path.join(root, `.data-e2e-${e2ePort}-seeded`);
