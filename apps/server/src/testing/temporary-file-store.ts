import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diskFileStore } from '../lib/file-store-disk';

/** A file store in a new temporary folder, and how to remove it. */
export async function temporaryFileStore() {
  const root = await mkdtemp(path.join(tmpdir(), 'giglane-files-'));
  return {
    store: diskFileStore(root),
    root,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
