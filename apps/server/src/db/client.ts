import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { serverPackageRoot } from '../lib/package-root';
import { lockFolder, makePrivateFolder, makeTreePrivate } from './data-folder';
import * as schema from './schema';
import { applySqlSources, sqlSourcesApplied, sqlSourcesFolder } from './sql-sources';

/** One type for both engines: repositories never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `Database['transaction']` callback works through. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Runs `work` while holding the start-up lock (migrations, first seed). */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Hears NOTIFY on `channel` (after each notifying transaction commits) until the answered
   * function is called. PostgreSQL: on a connection of its own, outside the pool, reconnected
   * when lost; `onReconnect` then tells that notifications sent meanwhile were missed.
   */
  listen: Listen;
};

export type Listen = (
  channel: string,
  onPayload: (text: string) => void,
  onReconnect: () => void,
) => Promise<() => Promise<void>>;

/** An arbitrary constant naming Giglane's start-up advisory lock. */
const STARTUP_LOCK = 4242001;

export type DatabaseOptions =
  { url: string; poolSize?: number } | { dataDir: string } | { inMemory: true };

/**
 * node-postgres and drizzle's driver for it, loaded with the first PostgreSQL database: a server on
 * PGlite does not hold them (docs/benchmarks.md, "Idle memory").
 */
let postgresDriver:
  | Promise<{
      pg: typeof pg;
      drizzle: typeof drizzlePg;
      migrate: typeof migratePg;
    }>
  | undefined;

function loadPostgresDriver() {
  postgresDriver ??= Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]).then(([{ default: pg }, { drizzle }, { migrate }]) => {
    // Keep dates as the 'yyyy-mm-dd' text Postgres sends; `new Date()` would shift them by zone.
    pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
    return { pg, drizzle, migrate };
  });
  return postgresDriver;
}

/** Opens PostgreSQL when given a URL, otherwise the embedded PGlite, and brings the schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle =
    'url' in options
      ? await openPostgres(options.url, options.poolSize)
      : await openPglite(options);
  await runMigrations(handle);
  return handle;
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const { pg, drizzle } = await loadPostgresDriver();
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server emits 'error'; the pool replaces it, the process lives on.
  pool.on('error', () => {});
  return {
    db: drizzle(pool, { schema }),
    kind: 'postgres',
    close: () => pool.end(),
    // Several instances may start at once against one server. An advisory lock belongs to one
    // connection, so take and release it on the same client, not through the pool.
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onPayload, onReconnect) =>
      listenOnPostgres(url, channel, onPayload, onReconnect),
  };
}

/** Waits before reconnecting a lost listener: doubling from the first, never beyond the last. */
const RECONNECT_MS = { first: 100, most: 5_000 };

/**
 * LISTEN on a connection of its own: a pooled one would be handed back and its subscription lost.
 * The first connection's failure is thrown (the database is unreachable at start-up); a later
 * loss (a restarted server, a terminated backend, a network cut) is retried until it listens again.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (text: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  const { pg } = await loadPostgresDriver();
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = RECONNECT_MS.first;

  /** Drops a connection that failed or was lost, once, and tries again later. */
  function lose(lost: pg.Client) {
    if (stopped || client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    retry = setTimeout(() => void reconnect(), wait);
    wait = Math.min(wait * 2, RECONNECT_MS.most);
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(next);
      throw error;
    }
  }

  async function reconnect() {
    // A failed attempt has already scheduled the next one.
    const listening = await connect().then(
      () => true,
      () => false,
    );
    if (!listening || stopped) return;
    wait = RECONNECT_MS.first;
    onReconnect();
  }

  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
  await connect().catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return stop;
}

/**
 * PostgreSQL's default 128 MB of shared buffers sit inside PGlite's WebAssembly heap, which grows
 * as it is touched and never shrinks, and PostgreSQL touches all of them as it starts: they were
 * most of the server's resident memory (290 MiB idle on the demo catalog). The demo catalog's reads
 * find what they need in 8 MB as often as in 16 (745 pages read against 742 in 600 requests); pages
 * beyond come from the operating system's file cache, which the machine shares and reclaims
 * (docs/benchmarks.md, decisions 013 and 039).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/** Where the embedded database lives in the data folder. */
const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether the data folder holds an embedded database yet: PGlite writes PG_VERSION as it makes one. */
export const embeddedDatabaseExists = (dataDir: string) =>
  existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));

async function openPglite(
  options: { dataDir: string } | { inMemory: true },
): Promise<DatabaseHandle> {
  if (!('dataDir' in options))
    return pgliteHandle(await PGlite.create({ extensions: { pg_trgm } }));
  const folder = pgliteFolder(options.dataDir);
  await makePrivateFolder(options.dataDir);
  const release = lockFolder(folder, path.join(options.dataDir, 'pglite.lock'));
  try {
    await makePrivateFolder(folder);
    const client = await PGlite.create({
      dataDir: folder,
      extensions: { pg_trgm },
      startParams: PGLITE_START_PARAMS,
    });
    await makeTreePrivate(folder);
    return pgliteHandle(client, async () => {
      await makeTreePrivate(folder);
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

/** A handle on an open PGlite; `afterClose` runs once it is closed. */
export function pgliteHandle(client: PGlite, afterClose = async () => {}): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    async close() {
      await client.close();
      await afterClose();
    },
    // The folder lock makes one process the folder's only user: there is nobody to wait for.
    exclusive: (work) => work(),
    // In process: no connection to lose, so nothing is ever missed.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}

/** A database of either engine, with the app's schema or none (a migration test's). */
export type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: AnyDatabase, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = path.join(serverPackageRoot(), 'drizzle');
  await handle.exclusive(() =>
    applyMigrations(handle.db, handle.kind, migrationsFolder, sqlSourcesFolder()),
  );
}

/** How many migrations the database has had: none before the first. */
async function appliedMigrations(db: AnyDatabase): Promise<number> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table!.present) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row!.n;
}

/**
 * Brings the database up to the migrations in `migrationsFolder`, then applies the database code's
 * source files in `sourcesFolder` (decision 042) unless it has these very files and no migration
 * ran, which may have replaced what they define. Only a database with every migration takes the
 * sources: they are written for the newest schema.
 *
 * A migration that rewrites a table (CLUSTER, a rebuild) leaves its visibility map empty:
 * index-only scans then read a row's page for every entry, and autovacuum does not count a rewrite
 * as changes. So a database that had migrations before and got new ones is vacuumed once; a new
 * one is vacuumed by its seed.
 */
export async function applyMigrations(
  db: AnyDatabase,
  kind: DatabaseHandle['kind'],
  migrationsFolder: string,
  sourcesFolder?: string,
): Promise<void> {
  const before = await appliedMigrations(db);
  if (kind === 'pglite') await migratePglite(db as never, { migrationsFolder });
  else await (await loadPostgresDriver()).migrate(db as never, { migrationsFolder });
  const migrated = (await appliedMigrations(db)) > before;
  if (sourcesFolder && (migrated || !(await sqlSourcesApplied(db, sourcesFolder))))
    await applySqlSources(db, kind, sourcesFolder);
  if (before > 0 && migrated) await db.execute(sql`vacuum (analyze)`);
}
