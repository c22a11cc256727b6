import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverPackageRoot } from '../lib/package-root';
import * as schema from './schema';

/** One type for both engines: repositories never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions =
  { url: string; poolSize?: number } | { dataDir: string } | { inMemory: true };

// Keep dates as the 'yyyy-mm-dd' text Postgres sends; `new Date()` would shift them by time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Opens PostgreSQL when given a URL, otherwise the embedded PGlite, and brings the schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle =
    'url' in options ? openPostgres(options.url, options.poolSize) : await openPglite(options);
  await runMigrations(handle);
  return handle;
}

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server emits 'error'; the pool replaces it, the process lives on.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    close: () => pool.end(),
  };
}

async function openPglite(
  options: { dataDir: string } | { inMemory: true },
): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if ('dataDir' in options) {
    dataDir = path.join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Several instances may start at once against one PostgreSQL: an advisory lock serialises them. */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return work();
  await handle.db.execute(sql`select pg_advisory_lock(4242001)`);
  try {
    return await work();
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(4242001)`);
  }
}

async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = path.join(serverPackageRoot(), 'drizzle');
  await withStartupLock(handle, async () => {
    if (handle.kind === 'pglite') await migratePglite(handle.db as never, { migrationsFolder });
    else await migratePg(handle.db as never, { migrationsFolder });
  });
}
