import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { queryRows } from './client';
import { applySqlSources, readSqlSources, sourceDefinitions } from './sql-sources';
import {
  databaseCode,
  databaseTriggers,
  inventoryFile,
  inventoryRows,
  inventoryText,
} from './trigger-inventory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the database code and its source files', () => {
  it('has exactly the triggers the inventory lists, each defined in a source file', async () => {
    const rows = inventoryRows(
      await databaseTriggers(t.db),
      sourceDefinitions(await readSqlSources()),
    );
    // A source file's change not yet listed: npm run db:triggers --workspace @giglane/server
    expect(await inventoryText(rows)).toBe(await readFile(inventoryFile(), 'utf8'));
  });

  it('has exactly the functions and views the source files define', async () => {
    const code = await databaseCode(t.db);
    const sources = sourceDefinitions(await readSqlSources());
    const names = (objects: { name: string }[]) => objects.map((object) => object.name).sort();
    expect(names(code.functions)).toEqual(names(sources.functions));
    expect(names(code.views)).toEqual(names(sources.views));
  });

  it('changes nothing when the sources are applied again', async () => {
    const before = await databaseCode(t.db);
    await applySqlSources(t.db, t.kind);
    expect(await databaseCode(t.db)).toEqual(before);
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
    expect(() => sourceDefinitions([{ file: 'x.sql', text }])).toThrow(
      'x.sql: trigger t_on_insert needs a "-- Duty:" line',
    );
    expect(() =>
      sourceDefinitions([{ file: 'x.sql', text: `-- Duty: housekeeping\n${text}` }]),
    ).toThrow('x.sql: trigger t_on_insert needs a "-- Duty:" line');
  });
});
