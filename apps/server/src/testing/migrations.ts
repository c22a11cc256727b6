import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { applyMigrations, queryRows, type Database } from '../db/client';
import { sqlSourcesFolder } from '../db/sql-sources';
import { serverPackageRoot } from '../lib/package-root';

/** The real migrations folder. */
export const allMigrations = path.join(serverPackageRoot(), 'drizzle');

/**
 * The database code's source folder for a migration up to `folder`: only the whole set of
 * migrations takes the sources, as at start; a database stopped before a migration keeps the
 * functions and triggers of its time.
 */
const sourcesAfter = (folder: string) =>
  folder === allMigrations ? sqlSourcesFolder() : undefined;

/**
 * A temporary copy of the migrations folder whose journal stops before migration `idx`, to build
 * a database as it was before that migration; `remove` deletes the copy.
 */
export async function migrationsBefore(idx: number) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'giglane-migrations-'));
  await cp(allMigrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

export type MigrationEngine = {
  db: Database;
  migrate: (folder: string) => Promise<void>;
  rows: <T>(query: SQL) => Promise<T[]>;
  close: () => Promise<void>;
};

/** An empty database of the engine the suite runs on, migrated by hand. */
export async function openMigrationEngine(): Promise<MigrationEngine> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.GIGLANE_TEST_DB !== 'postgres' || !url) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      db: db as unknown as Database,
      migrate: (folder) => applyMigrations(db, 'pglite', folder, sourcesAfter(folder)),
      rows: (query) => queryRows(db, query),
      close: () => client.close(),
    };
  }
  const name = `giglane_migration_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: testUrl.toString(), max: 1 });
  let closing = false;
  // Dropping the database ends any connection still open to it, which its client then reports:
  // expected while closing, and thrown (failing the run) at any other time.
  pool.on('error', (error) => {
    if (!closing) throw error;
  });
  const db = drizzlePg(pool);
  return {
    db: db as unknown as Database,
    migrate: (folder) => applyMigrations(db, 'postgres', folder, sourcesAfter(folder)),
    rows: (query) => queryRows(db, query),
    async close() {
      closing = true;
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A migration's test: a new database of the suite's engine, migrated up to migration `idx`, where
 * `test` writes the rows of that time, then calls `migrateRest` (the rest of the migrations and the
 * database code, as at start) before it checks what became of them.
 */
export async function acrossMigration(
  idx: number,
  test: (db: MigrationEngine, migrateRest: () => Promise<void>) => Promise<void>,
) {
  const before = await migrationsBefore(idx);
  const db = await openMigrationEngine();
  try {
    await db.migrate(before.folder);
    await test(db, () => db.migrate(allMigrations));
  } finally {
    await db.close();
    await before.remove();
  }
}
