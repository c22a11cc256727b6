import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseOptions } from '../client';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/*
 * `npm run db:seed` as a user runs it: a separate process against the engine under test (a data
 * folder for PGlite, a fresh database for PostgreSQL).
 */
let env: Record<string, string>;
let database: DatabaseOptions;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'giglane-seed-cli-'));
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.GIGLANE_TEST_DB === 'postgres' && url) {
    const name = `giglane_seed_cli_${randomBytes(4).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`create database ${name}`);
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    database = { url: testUrl.toString() };
    env = { DATABASE_URL: testUrl.toString(), DATA_DIR: dataDir };
    dispose = async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    };
  } else {
    database = { dataDir };
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    dispose = () => rm(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => dispose());

async function seedCli(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/db/seed/cli.ts', ...args],
      { cwd: SERVER_DIR, env: { ...process.env, ...env, ADMIN_PASSWORD: 'cli-secret' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Reads the database the CLI wrote, after it has exited (PGlite allows one process at a time). */
async function facts() {
  const handle = await openDatabase(database);
  try {
    const [row] = await queryRows<{ jobs: number; firstUser: number; orphanImages: number }>(
      handle.db,
      sql`select (select count(*) from jobs)::int as jobs,
          (select min(id) from users)::int as "firstUser",
          (select count(*) from images where path not in (
            select image from jobs union select image from job_groups union select avatar from users
            union select path from gig_pictures
            union select regexp_replace(p.path, '([.][a-z]+)$', '-w' || w.width || '\\1')
              from gig_pictures p, unnest(p.widths) w(width)
          ))::int as "orphanImages"`,
    );
    return row!;
  } finally {
    await handle.close();
  }
}

describe('npm run db:seed', () => {
  it('refuses a --jobs that is not a positive whole number, before touching the database', async () => {
    const result = await seedCli('--jobs', 'lots');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--jobs must be a whole number');
  });

  it('seeds an empty database, then refuses to seed it again without --reset', async () => {
    const first = await seedCli('--jobs', '30');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('30 gigs');
    expect(first.stdout).toMatch(/ADMIN\s+admin@giglane\.dev\s+cli-secret/);
    expect(first.stdout).toMatch(/USER\s+anna@giglane\.dev\s+giglane1/);
    expect((await facts()).jobs).toBe(30);

    const again = await seedCli('--jobs', '50');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has users');
    expect(again.stderr).toContain('--reset');
    expect((await facts()).jobs).toBe(30);
  }, 180_000);

  it('--reset empties every table, pictures and id counters included, and seeds afresh', async () => {
    const result = await seedCli('--reset', '--jobs', '20');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Emptied');
    expect(await facts()).toEqual({ jobs: 20, firstUser: 1, orphanImages: 0 });
  }, 180_000);
});
