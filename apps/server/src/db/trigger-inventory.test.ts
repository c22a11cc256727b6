import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readSqlSources, sourceDefinitions } from './sql-sources';
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

describe('the database code, its source files and the trigger inventory', () => {
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
});
