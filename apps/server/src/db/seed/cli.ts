import { parseArgs } from 'node:util';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../../config';
import { openFileStore } from '../../lib/open-file-store';
import { openDatabase } from '../client';
import * as schema from '../schema';
import { demoAccounts, isDatabaseEmpty, seedCatalog } from './seed';

const USAGE = `Usage: npm run db:seed [-- --jobs N] [-- --reset]

Loads the demo catalog into the database of DATABASE_URL, or into the embedded database in
DATA_DIR (stop the server first: only one process may open it).

  --jobs N   how many gigs to make (default: the demo catalog); 100000 builds a benchmark catalog
  --reset    empty every table first (deletes ALL rows, uploaded pictures included)`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
  if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1 && jobs <= 2_000_000)) {
    console.error(
      `--jobs must be a whole number from 1 to 2000000, not "${values.jobs}"\n\n${USAGE}`,
    );
    process.exit(2);
  }
  return { jobs, reset: values.reset };
}

const options = parseOptions();
const config = loadConfig();
const started = performance.now();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
console.log(
  database.kind === 'pglite'
    ? `Database: embedded PGlite in ${config.dataDir}`
    : 'Database: PostgreSQL from DATABASE_URL',
);

const seeded = await database.exclusive(async () => {
  if (options.reset) {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => sql.identifier(getTableName(table)));
    await database.db.transaction(async (tx) => {
      // The ledger refuses a TRUNCATE unless the transaction says it empties the whole database.
      await tx.execute(sql`set local giglane.emptying_database = 'on'`);
      await tx.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
    });
    console.log(`Emptied ${tables.length} tables.`);
  } else if (!(await isDatabaseEmpty(database.db))) {
    return false;
  }
  await seedCatalog(database.db, {
    ...config,
    store: await openFileStore(config),
    jobs: options.jobs,
    log: (line) => console.log(line),
  });
  return true;
});
await database.close();

if (!seeded) {
  console.error(
    'The database already has users, so nothing was changed.\n' +
      'Run `npm run db:seed -- --reset` to delete every row and load the demo catalog afresh.',
  );
  process.exit(1);
}
console.log(
  `Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Demo accounts (role, email, password):`,
);
for (const account of demoAccounts(config))
  console.log(`  ${account.role.padEnd(5)}  ${account.email.padEnd(28)} ${account.password}`);
