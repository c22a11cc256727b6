import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../db/data-folder';
import { assertKey, counted, type ByteRange, type FileStore } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a folder (the data folder's `files/`). A file is written under a temporary name and
 * renamed into place once complete, so a reader never sees half of one and a failed upload
 * leaves nothing under its key.
 */
export function diskFileStore(root: string): FileStore {
  const pending = path.join(root, '.incoming');
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    description: `the folder ${root}`,

    async put(key, body) {
      const target = fileOf(key);
      await mkdir(pending, { recursive: true, mode: PRIVATE_FOLDER });
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER });
      const temporary = path.join(pending, randomUUID());
      const { stream, size } = counted(body);
      const file = createWriteStream(temporary, { mode: PRIVATE_FILE });
      try {
        await pipeline(stream, file);
        await rename(temporary, target);
      } catch (error) {
        // The pipeline rejects before the file has closed, and a body that fails at once can
        // do so before the file is even opened: removed earlier, it would be created after.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: size() };
    },

    async get(key, range?: ByteRange) {
      const handle = await open(fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return handle ? handle.createReadStream({ ...range, autoClose: true }) : null;
    },

    async stat(key) {
      const found = await stat(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return found ? { size: found.size, modifiedAt: found.mtime } : null;
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
