import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '../client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { isDatabaseEmpty, seedCatalog } from './seed';

/*
 * The load sets its tables aside one lock at a time. Another instance's transaction that holds one
 * of them and then asks for one the load already has closes a cycle, and PostgreSQL aborts one
 * side: on PGlite, one connection, the two can never interleave, so this file runs on PostgreSQL
 * only (`*.postgres.test.ts`).
 */
let t: TestApp;
let other: pg.Client;

beforeAll(async () => {
  t = await createTestApp({ worker: 'off' });
  other = new pg.Client({ connectionString: t.databaseUrl });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await t.close();
});

it('a transaction that deadlocks with the seed leaves the whole catalog loaded', async () => {
  const lines: string[] = [];
  // As a worker's sweep does: it has read the reviews and goes on to write a user.
  await other.query('begin');
  await other.query('select count(*) from comments');
  const seeding = seedCatalog(t.db, {
    adminEmail: 'boss@giglane.dev',
    adminPassword: 'boss-secret',
    jobs: 40,
    store: t.fileStore,
    log: (line) => lines.push(line),
  });
  // The load has taken the users' table and waits for the reviews'.
  await vi.waitFor(
    async () => {
      const { rows } = await other.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_locks
          where not granted and relation = 'comments'::regclass`,
      );
      expect(rows[0]!.waiting).toBe(1);
    },
    { timeout: 30_000, interval: 20 },
  );
  // PostgreSQL aborts one side of the cycle, whichever it picks; this side then ends.
  await other.query('lock table users in row exclusive mode').catch(() => {});
  await other.query('rollback');
  await seeding;

  expect(await isDatabaseEmpty(t.db)).toBe(false);
  const [counts] = await queryRows<{ gigs: number; admins: number }>(
    t.db,
    sql`select (select count(*)::int from jobs) as gigs,
               (select count(*)::int from users where email = 'boss@giglane.dev') as admins`,
  );
  expect(counts).toEqual({ gigs: 40, admins: 1 });
  // The load was the side aborted, and began again (the waiting side is the one that looks).
  expect(lines).toContain('A concurrent transaction deadlocked with the load; loading again');
}, 120_000);
