import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll, type FileStore } from '../../lib/file-store';
import { moveBytesToStore } from './legacy-bytes';
import { allMigrations, migrationsBefore, openMigrationEngine } from '../../testing/migrations';
import { temporaryFileStore } from '../../testing/temporary-file-store';

let before: Awaited<ReturnType<typeof migrationsBefore>>;
beforeAll(async () => {
  before = await migrationsBefore(23);
});
afterAll(() => before.remove());

/** A store that fails on its `failOn`-th write, as a disk that fills up or a bucket gone. */
const failingOn = (store: FileStore, failOn: number): FileStore => {
  let writes = 0;
  return {
    ...store,
    async put(key, body) {
      writes += 1;
      if (writes === failOn) throw new Error('disk full');
      return store.put(key, body);
    },
  };
};

describe('migration 0023 and the start step: files leave the database', () => {
  // Two migrations of a database from nothing: a minute or two on a busy machine.
  it('moves every file made before into the store, resumes after a failure, then drops the bytes', async () => {
    const db = await openMigrationEngine();
    const folder = await temporaryFileStore();
    try {
      await db.migrate(before.folder);
      const files = Array.from({ length: 45 }, (_, i) => ({
        path: i % 3 === 0 ? `/files/f${i}.pdf` : `/images/p${i}.png`,
        bytes: Buffer.from(`bytes of file ${i}`),
      }));
      for (const file of files)
        await db.rows(
          sql`insert into images (path, content_type, bytes)
              values (${file.path}, 'application/octet-stream', ${file.bytes})`,
        );
      await db.migrate(allMigrations);
      const [metadata] = await db.rows<{ keys: number; sized: number }>(
        sql`select count(*) filter (where key = substr(path, 2))::int as keys,
                   count(*) filter (where size = octet_length(bytes))::int as sized from images`,
      );
      expect(metadata).toEqual({ keys: 45, sized: 45 });

      // A run cut short by the store leaves what it moved moved and the rest in the database.
      await expect(moveBytesToStore(db.db, failingOn(folder.store, 30))).rejects.toThrow(
        'disk full',
      );
      const [left] = await db.rows<{ n: number }>(
        sql`select count(*)::int as n from images where bytes is not null`,
      );
      expect(left!.n).toBe(16);

      expect(await moveBytesToStore(db.db, folder.store)).toBe(16);
      for (const file of files) {
        const stored = await folder.store.get(file.path.slice(1));
        expect(stored && (await readAll(stored)).equals(file.bytes)).toBe(true);
      }
      const columns = await db.rows<{ name: string }>(
        sql`select column_name as name from information_schema.columns
             where table_name = 'images' order by column_name`,
      );
      expect(columns.map((column) => column.name)).toEqual([
        'content_type',
        'created_at',
        'key',
        'path',
        'size',
      ]);
      // Once done, it is done.
      expect(await moveBytesToStore(db.db, folder.store)).toBe(0);
    } finally {
      await db.close();
      await folder.remove();
    }
  }, 120_000);
});
