import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations, openDatabase } from '../db/client';
import { readSqlSources, sqlSourcesFolder } from '../db/sql-sources';
import { serverPackageRoot } from '../lib/package-root';
import { allMigrations } from './migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the data folder of a migrated PGlite, for the pglite project. */
    pgliteTemplate?: string;
    /** A migrated database on TEST_DATABASE_URL's server, for the postgres project. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates one template database before any test file starts (PostgreSQL: once per run; PGlite:
 * once per change of the migrations); each test app then starts from a copy of it instead of
 * running initdb and every migration again (decision 017).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (project.config.env.GIGLANE_TEST_DB === 'postgres' && url) {
    const name = `giglane_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    // A template must have no open connection while it is copied: migrate, then close the pool.
    await (await openDatabase({ url: templateUrl.toString(), poolSize: 2 })).close();
    project.provide('postgresTemplate', name);
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }

  project.provide('pgliteTemplate', await pgliteTemplate());
}

/** Changed whenever the way the template is made changes, so that no older one is taken. */
const TEMPLATE_FORM = 'migrated, without template databases';

/**
 * The data folder of a migrated PGlite, kept between runs under node_modules/.cache and named by
 * a hash of the migrations, the database code's sources and the PGlite version, so that a run of
 * one test file migrates nothing.
 */
async function pgliteTemplate(): Promise<string> {
  const repoRoot = path.join(serverPackageRoot(), '..', '..');
  const hash = createHash('sha256')
    .update(TEMPLATE_FORM)
    .update(await readFile(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  const files = (await readdir(allMigrations, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(allMigrations, file);
    if ((await stat(full)).isFile()) hash.update(file).update(await readFile(full));
  }
  for (const source of await readSqlSources()) hash.update(source.file).update(source.text);
  const folder = path.join(repoRoot, 'node_modules', '.cache', 'giglane');
  const file = path.join(folder, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (await stat(file).catch(() => undefined)) return file;

  const client = await PGlite.create({ extensions: { pg_trgm } });
  await applyMigrations(drizzlePglite(client), 'pglite', allMigrations, sqlSourcesFolder());
  // Every test app unpacks this folder into memory; template0 and template1 are a third of it, and
  // nothing on PGlite copies a database. Without them a copy opens in about 500 ms, not 670.
  for (const name of ['template0', 'template1']) {
    await client.exec(`alter database ${name} with is_template false`);
    await client.exec(`drop database ${name}`);
  }
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  await mkdir(folder, { recursive: true });
  // Written aside and renamed: a run started meanwhile never reads half a file.
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

async function adminQuery(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
