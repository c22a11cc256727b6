import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createPaymentsRepository } from './payments-repository';
import { reconcileBooks } from './payments-service';

// `npm run db:reconcile`: proves the books of the configured database balance (decision 045), as
// the admin's GET /api/admin/finance/reconciliation does; exits 1 when a check fails. The embedded
// database is one process's: stop the server first, or ask the endpoint.
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir },
);
try {
  const books = await reconcileBooks(createPaymentsRepository(database.db));
  for (const check of books.checks)
    console.log(
      `${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: expected ${check.expected}, found ${check.actual}` +
        (check.detail ? ` (${check.detail})` : ''),
    );
  console.log(books.balanced ? 'The books balance.' : 'The books do not balance.');
  process.exitCode = books.balanced ? 0 : 1;
} finally {
  await database.close();
}
