import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations } from '../testing/migrations';
import { createTestApp, type TestApp } from '../testing/test-app';
import { applyMigrations, queryRows } from './client';
import { applySqlSources, sourceDefinitions, sqlSourcesFolder } from './sql-sources';
import { databaseCode } from './trigger-inventory';

let t: TestApp;
beforeAll(async () => {
  // A server applies its sources before its worker starts. Applied again beside a running worker,
  // the outbox trigger's replacement and a round's insert can deadlock on PostgreSQL.
  t = await createTestApp({ worker: 'off' });
});
afterAll(() => t?.close());

/** The body the outbox's wake-up function has in the database. */
async function wakeBody() {
  const [row] = await queryRows<{ body: string }>(
    t.db,
    sql`select prosrc as body from pg_proc where proname = 'outbox_events_wake'`,
  );
  return row!.body;
}

describe('the database code applied from its source files', () => {
  it('changes nothing when the sources are applied again', async () => {
    const before = await databaseCode(t.db);
    await applySqlSources(t.db, t.kind);
    expect(await databaseCode(t.db)).toEqual(before);
  });

  it('applies the sources at start only when they or the migrations changed', async () => {
    // Stands for a database whose code differs from the files though it recorded applying them.
    await t.db.execute(sql`
      create or replace function outbox_events_wake() returns trigger language plpgsql
      as $$ begin return null; end; $$`);
    await applyMigrations(t.db, t.kind, allMigrations, sqlSourcesFolder());
    expect(await wakeBody()).not.toContain('pg_notify');

    await t.db.execute(sql`update sql_sources set fingerprint = 'the files of an older build'`);
    await applyMigrations(t.db, t.kind, allMigrations, sqlSourcesFolder());
    expect(await wakeBody()).toContain(`pg_notify('giglane_outbox', newest::text)`);
  });

  it('applies all the files or none, and names the one that failed', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'giglane-sql-'));
    try {
      await writeFile(
        path.join(folder, 'a.sql'),
        'CREATE OR REPLACE FUNCTION sources_probe() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n',
      );
      await writeFile(
        path.join(folder, 'b.sql'),
        'CREATE OR REPLACE VIEW broken AS SELECT nope;\n',
      );
      await expect(applySqlSources(t.db, t.kind, folder)).rejects.toThrow(/^b\.sql: /);
      const [probe] = await queryRows<{ present: boolean }>(
        t.db,
        sql`select to_regproc('sources_probe') is not null as present`,
      );
      expect(probe!.present).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses a trigger whose duty is not given', () => {
    const text =
      'CREATE OR REPLACE TRIGGER t_on_insert\nAFTER INSERT ON t\nFOR EACH ROW EXECUTE FUNCTION f();\n';
    const refusal = 'x.sql: trigger t_on_insert needs a "-- Duty:" line';
    expect(() => sourceDefinitions([{ file: 'x.sql', text }])).toThrow(refusal);
    expect(() =>
      sourceDefinitions([{ file: 'x.sql', text: `-- Duty: housekeeping\n${text}` }]),
    ).toThrow(refusal);
  });
});
