import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagePaths } from '@giglane/contract/page-paths';
import { buildApp } from './app';
import { loadConfig } from './config';
import { embeddedDatabaseExists, openDatabase } from './db/client';
import { demoAccounts, isDatabaseEmpty, seedCatalog } from './db/seed/seed';
import { openFileStore } from './lib/open-file-store';
import { moveBytesToStore } from './modules/files/legacy-bytes';
import { serverPackageRoot } from './lib/package-root';
import { resolveJwtSecret } from './lib/tokens';

// React, which renders the public pages (the web app's server entry, imported when the app is
// built), picks its build from NODE_ENV when first loaded: its development build is several times
// slower and warns in the log. A running server is production unless told otherwise.
process.env.NODE_ENV ??= 'production';

const config = loadConfig();
const logger =
  process.stdout.isTTY && config.logLevel !== 'silent'
    ? {
        level: config.logLevel,
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : { level: config.logLevel };

/** Set in the process that loads the demo catalog for a first start, which exits once it has. */
const SEED_ONLY = 'GIGLANE_SEED_ONLY';
const seedOnly = process.env[SEED_ONLY] === '1';

/**
 * Loads the demo catalog by running this server in a process of its own that exits when done.
 * Rendering the catalog's pictures leaves about 250 MiB in the malloc arenas of sharp's and Node's
 * threads, which a process keeps until it ends, and it grows PGlite's WebAssembly heap, which never
 * shrinks (decision 039).
 */
async function seedInOwnProcess(): Promise<void> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { env: { ...process.env, [SEED_ONLY]: '1' }, stdio: 'inherit' },
  );
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  process.off('SIGINT', forward).off('SIGTERM', forward);
  // Stopped (Ctrl-C, a service manager): stop too, as a shell reports a signal.
  if (signal) process.exit(128 + os.constants.signals[signal]);
  if (code !== 0) throw new Error(`Loading the demo catalog failed (exit code ${code})`);
}

// Only an embedded database can be known to be new before it is opened; on PostgreSQL the catalog
// loads under the start-up lock below, which instances starting together share.
if (
  !seedOnly &&
  config.seed === 'auto' &&
  !config.databaseUrl &&
  !embeddedDatabaseExists(config.dataDir)
)
  await seedInOwnProcess();

const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { dataDir: config.dataDir },
);

const fileStore = await openFileStore(config);
// Files made before the file store move out of the database once, before anything is served.
const moved = await database.exclusive(() => moveBytesToStore(database.db, fileStore));

const app = await buildApp({
  config,
  db: database.db,
  fileStore,
  listen: database.listen,
  jwtSecret: await resolveJwtSecret(config.jwtSecret, config.dataDir),
  logger,
  webRoot: config.webRoot ?? path.join(serverPackageRoot(), '..', 'web', 'dist'),
  // PostgreSQL's pool queues queries on its own; the embedded database needs the bound (decision 013).
  loadShedding: database.kind === 'pglite' ? config.pgliteLoad : undefined,
});

app.log.info(
  database.kind === 'pglite'
    ? `Database: embedded PGlite in ${config.dataDir}`
    : 'Database: PostgreSQL from DATABASE_URL',
);
app.log.info(`Files: ${fileStore.description}`);
if (moved > 0) app.log.info(`Moved ${moved} files from the database to the file store`);

if (config.seed === 'auto') {
  await database.exclusive(async () => {
    if (!(await isDatabaseEmpty(database.db))) return;
    app.log.info('Empty database: loading the demo catalog…');
    await seedCatalog(database.db, {
      ...config,
      store: fileStore,
      log: (line) => app.log.info(line),
    });
  });
}

if (seedOnly) {
  await app.close();
  await database.close();
  process.exit(0);
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

// A banner for the person at the terminal, not a log line.
const origin = `http://localhost:${config.port}`;
const accounts = demoAccounts(config).map(
  (account) => `    ${account.role.padEnd(6)} ${account.email.padEnd(28)} ${account.password}`,
);
process.stdout.write(
  [
    '',
    `  Giglane is running on ${origin}`,
    `  API docs: ${origin}/swagger`,
    config.smtpUrl
      ? '  E-mail: sent through SMTP_URL'
      : `  E-mail: kept, not sent (no SMTP_URL); read it in the Mail outbox: ${origin}${pagePaths.adminMail()}`,
    '  Demo accounts (role, email, password):',
    ...accounts,
    '',
    '',
  ].join('\n'),
);
