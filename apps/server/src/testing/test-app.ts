import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { z } from 'zod';
import { envelope } from '@giglane/contract/envelope';
import { buildApp, type AppOptions } from '../app';
import { DEFAULT_PAYMENTS, type Config } from '../config';
import { openDatabase, pgliteHandle, queryRows, type DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import type { FileStore } from '../lib/file-store';
import { hashPassword } from '../lib/passwords';
import { temporaryFileStore } from './temporary-file-store';
import { untilHandled } from './until-handled';

/** Every test user's password. */
const TEST_PASSWORD = 'secret12';
/**
 * Its argon2 hash, made once per test process: a real hash that sign-in verifies in full, without
 * spending a hash's 40 ms of CPU on every user a test creates.
 */
let testPasswordHash: Promise<string> | undefined;

/**
 * A real app on a real, empty database: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL when the suite runs in its postgres project. Both are
 * copies of a database migrated once per run. `shareDatabaseWith` starts a second instance on the
 * first one's PostgreSQL database, with pools and a listener of its own and the same token secret,
 * as two servers behind one proxy.
 */
export async function createTestApp(
  options: {
    shareDatabaseWith?: SharedDatabase;
    /** PGlite in this folder, as a server process opens it, instead of an in-memory copy. */
    dataDir?: string;
    apiKeys?: string[];
    authRateLimit?: number;
    uploadRateLimit?: number;
    messageRateLimit?: number;
    liveTimes?: AppOptions['liveTimes'];
    publicUrl?: string;
    /** 'off': no outbox worker in this instance (WORKER=off), as for a request-only server. */
    worker?: 'on' | 'off';
    /** The test's SMTP server (`startSmtpServer`); left out, mail is kept for the Mail outbox. */
    smtpUrl?: string;
    /** How long a message may stay unread before its recipient, away, is mailed. */
    messageMailDelayMs?: number;
    /** How long a public page is kept for visitors who are not signed in (decision 059). */
    pageCacheMs?: number;
    webRoot?: string;
    corsOrigins?: string[];
    trustProxy?: Config['trustProxy'];
    logger?: AppOptions['logger'];
    loadShedding?: AppOptions['loadShedding'];
    reviews?: Config['reviews'];
    orders?: Config['orders'];
    reviewTimes?: Config['reviewTimes'];
    /**
     * Money: off unless a test says, so the orders' tests keep placing orders that start at once
     * as they did; the payments' tests turn the test processor on.
     */
    payments?: Partial<Omit<Config['payments'], 'fees'>> & {
      fees?: Partial<Config['payments']['fees']>;
    };
    clearingEveryMs?: number;
    paymentProviders?: AppOptions['paymentProviders'];
    /** Stripe's keys and the API base of the test's own Stripe, with `payments.mode` stripe. */
    stripe?: Config['stripe'];
    maxDeliveryFileBytes?: number;
    socialLinks?: Config['socialLinks'];
    /** Another store than the app's own temporary folder (a test's S3 server). */
    fileStore?: FileStore;
  } = {},
) {
  const shared = options.shareDatabaseWith;
  const database: TestDatabase = shared
    ? await openSecondHandle(shared)
    : options.dataDir
      ? await openDatabase({ dataDir: options.dataDir })
      : await openTestDatabase();
  const jwtSecret = shared?.jwtSecret ?? randomBytes(32).toString('hex');
  const folder = options.fileStore ? undefined : await temporaryFileStore();
  const fileStore = options.fileStore ?? folder!.store;
  const app = await buildApp({
    config: {
      apiKeys: options.apiKeys ?? [],
      corsOrigins: options.corsOrigins ?? [],
      publicUrl: options.publicUrl,
      smtpUrl: options.smtpUrl,
      worker: options.worker,
      messageMailDelayMs: options.messageMailDelayMs,
      pageCacheMs: options.pageCacheMs,
      authRateLimit: options.authRateLimit ?? 1000,
      uploadRateLimit: options.uploadRateLimit ?? 1000,
      messageRateLimit: options.messageRateLimit ?? 1000,
      trustProxy: options.trustProxy ?? false,
      reviews: options.reviews,
      orders: options.orders,
      reviewTimes: options.reviewTimes,
      maxDeliveryFileBytes: options.maxDeliveryFileBytes,
      socialLinks: options.socialLinks,
      payments: {
        ...DEFAULT_PAYMENTS,
        mode: 'off',
        ...options.payments,
        fees: { ...DEFAULT_PAYMENTS.fees, ...options.payments?.fees },
      },
      clearingEveryMs: options.clearingEveryMs,
      stripe: options.stripe,
    },
    paymentProviders: options.paymentProviders,
    db: database.db,
    fileStore,
    listen: database.listen,
    liveTimes: options.liveTimes,
    jwtSecret,
    logger: options.logger,
    webRoot: options.webRoot,
    loadShedding: options.loadShedding,
  });
  await app.ready();
  // The rounds the app asks for on start (sellers' levels, reviews to publish) run before the test
  // writes its fixtures, which they would otherwise recompute under it.
  if (options.worker !== 'off') await untilHandled(database.db);

  let userCount = 0;
  /** Creates an account straight in the database and signs it in through the API. */
  async function createUser(
    /** `seller`: with a seller profile, as Become a seller makes one, so anyone may contact them. */
    fields: { role?: 'USER' | 'ADMIN'; name?: string; email?: string; seller?: boolean } = {},
  ) {
    userCount += 1;
    const email = fields.email ?? `user${userCount}-${randomBytes(3).toString('hex')}@example.com`;
    const password = TEST_PASSWORD;
    const [row] = await database.db
      .insert(schema.users)
      .values({
        name: fields.name ?? `Test User ${userCount}`,
        email,
        passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)),
        role: fields.role ?? 'USER',
        sellerSince: fields.seller ? new Date() : null,
      })
      .returning({ id: schema.users.id });
    const role = fields.role ?? 'USER';
    const token = await app.tokens.sign({ id: row!.id, email, role, sessionVersion: 0 });
    return { id: row!.id, email, password, token };
  }

  let origin: string | undefined;

  return {
    app,
    db: database.db,
    /** The engine under the app, for a test that talks to its driver. */
    kind: database.kind,
    fileStore,
    /** The database handle's LISTEN, for a test that hears the live channel itself. */
    listen: database.listen,
    /** The PostgreSQL database's URL; undefined on PGlite. */
    databaseUrl: database.url,
    jwtSecret,
    /** Listens on a free port of 127.0.0.1 (once) and answers its http:// origin, for sockets. */
    async origin() {
      origin ??= await app.listen({ port: 0, host: '127.0.0.1' });
      return origin;
    },
    createUser,
    createAdmin: (fields: { name?: string } = {}) => createUser({ ...fields, role: 'ADMIN' }),
    /** Counts rows of a table, to show that a refused request changed nothing. */
    async countRows(table: string): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      return row!.n;
    },
    async close() {
      await app.close();
      await database.close();
      await folder?.remove();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type TestDatabase = DatabaseHandle & { url?: string };

/** What a second instance takes from the first: its database and its token secret. */
type SharedDatabase = { databaseUrl?: string; jwtSecret: string };

async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.GIGLANE_TEST_DB !== 'postgres' || !url) return openPgliteCopy();
  const name = `giglane_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  // On a copy of the template the migrator only finds that every migration has run.
  const handle = await openDatabase({ url: testUrl.toString(), poolSize: 4 });
  return {
    ...handle,
    url: testUrl.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Another handle on a test app's PostgreSQL database; the first app's close drops it. */
async function openSecondHandle(first: SharedDatabase): Promise<TestDatabase> {
  if (!first.databaseUrl) throw new Error('A second instance needs the postgres project');
  return {
    ...(await openDatabase({ url: first.databaseUrl, poolSize: 4 })),
    url: first.databaseUrl,
  };
}

/** The migrated template's data folder, read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;

/** An in-memory PGlite loaded from the run's migrated template (global-setup.ts). */
async function openPgliteCopy(): Promise<DatabaseHandle> {
  const file = inject('pgliteTemplate');
  if (!file) return openDatabase({ inMemory: true });
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  const client = await PGlite.create({
    loadDataDir: await pgliteTemplate,
    extensions: { pg_trgm },
  });
  return pgliteHandle(client);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request through the HTTP layer, answering the status and the parsed envelope. */
export async function call(
  app: TestApp['app'],
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const json = String(response.headers['content-type']).includes('application/json')
    ? response.json<{ statusCode: number; message?: string; content: unknown; dateTime: string }>()
    : undefined;
  return { status: response.statusCode, body: json, response };
}

/** Parses a reply's content with the contract's schema, failing the test on any mismatch. */
export function contentOf<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  return (envelope(schema).parse(body) as { content: z.output<T> }).content;
}
