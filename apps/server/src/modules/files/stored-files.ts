import type { Readable } from 'node:stream';
import type { FileStore } from '../../lib/file-store';
import type { FilesRepository } from './files-repository';

/** Keys whose bytes are deleted per round of the sweeper. */
const SWEEP_BATCH = 100;

/**
 * The file store as the app uses it: bytes written under reserved keys, and deleted once no row
 * names them (decision 035). Only metadata goes through the database.
 */
export function createStoredFiles(store: FileStore, repo: FilesRepository) {
  /** Deletes the bytes of keys that are due (all of `keys` are), then forgets them. */
  async function remove(keys: string[]): Promise<void> {
    for (const key of keys) await store.delete(key);
    await repo.deleted(keys);
  }

  return {
    store,

    /** Writes the body under `key`, reserved first: without its row, the bytes go a day later. */
    async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
      await repo.reserve([key]);
      return store.put(key, body);
    },

    /** Deletes at once the bytes of keys no row claimed: their request failed or replaced them. */
    async discard(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await repo.release(keys);
      await remove(await repo.dueDeletionsAmong(keys));
    },

    /** Deletes the bytes that are due, a batch at a time; answers how many went. */
    async sweep(): Promise<number> {
      let swept = 0;
      for (;;) {
        const keys = await repo.dueDeletions(SWEEP_BATCH);
        await remove(keys);
        swept += keys.length;
        if (keys.length < SWEEP_BATCH) return swept;
      }
    },
  };
}

export type StoredFiles = ReturnType<typeof createStoredFiles>;

declare module 'fastify' {
  interface FastifyInstance {
    files: StoredFiles;
  }
}
