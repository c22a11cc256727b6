import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { FileStore } from '../../lib/file-store';

/** Files moved per read: a few megabytes of pictures at a time. */
const BATCH = 20;

/**
 * Moves the bytes that files made before the file store kept in the database (migration 0023)
 * into the store, then drops the column. Run at start, after the migrations and under their lock.
 * Each file is written before its bytes are cleared, so a run cut short resumes where it stopped;
 * one that finds nothing left does nothing. Answers how many files it moved.
 */
export async function moveBytesToStore(db: Database, store: FileStore): Promise<number> {
  const [column] = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from information_schema.columns
         where table_schema = current_schema() and table_name = 'images' and column_name = 'bytes'`,
  );
  if (!column) return 0;
  let moved = 0;
  for (;;) {
    const rows = await queryRows<{ path: string; key: string; bytes: Uint8Array }>(
      db,
      sql`select path, key, bytes from images where bytes is not null order by path limit ${BATCH}`,
    );
    for (const row of rows) {
      await store.put(row.key, Buffer.from(row.bytes));
      await db.execute(sql`update images set bytes = null where path = ${row.path}`);
    }
    moved += rows.length;
    if (rows.length < BATCH) break;
  }
  await db.execute(sql`alter table images drop column if exists bytes`);
  return moved;
}
