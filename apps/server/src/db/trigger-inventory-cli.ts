import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './client';
import { readSqlSources, sourceDefinitions } from './sql-sources';
import { databaseTriggers, inventoryFile, inventoryRows, inventoryText } from './trigger-inventory';

// `npm run db:triggers`: writes the trigger inventory from a fresh in-memory database, migrated and
// with the sources applied as at start, so nothing but the repository's files decides it.
const database = await openDatabase({ inMemory: true });
try {
  const rows = inventoryRows(
    await databaseTriggers(database.db),
    sourceDefinitions(await readSqlSources()),
  );
  const file = inventoryFile();
  await writeFile(file, await inventoryText(rows));
  console.log(`${path.relative(process.cwd(), file)}: ${rows.length} triggers`);
} finally {
  await database.close();
}
