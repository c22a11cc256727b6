import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { startServer } from '../../bench/child-server';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { createPaymentsRepository } from '../modules/payments/payments-repository';
import { reconcileBooks } from '../modules/payments/payments-service';
import { ledgerTransactions, payments, refunds } from '../modules/payments/payments-schema';
import { orderWorld } from './orders';
import { placeOver } from './outbox';
import { cardOf, CARDS } from './payments';
import { createTestApp } from './test-app';

/*
 * The kill -9 tests' instruments (decision 045): a database that a server process then has to
 * itself, calls of that process's API, its death by SIGKILL, and the proof that nothing is
 * half-done after it. `undo` collects what the test closes at its end.
 */

const onPostgres = process.env.GIGLANE_TEST_DB === 'postgres';

/** A seller's gig, a buyer and an admin, written by a test app that is then closed. */
export async function moneyWorld(
  undo: (() => Promise<unknown>)[],
  options: Pick<Parameters<typeof createTestApp>[0] & object, 'payments' | 'stripe'>,
) {
  const dataDir = onPostgres ? undefined : await mkdtemp(path.join(tmpdir(), 'giglane-money-'));
  if (dataDir) undo.push(() => rm(dataDir, { recursive: true, force: true }));
  const t = await createTestApp({ ...(dataDir ? { dataDir } : {}), ...options });
  const world = await orderWorld(t);
  const admin = await t.createAdmin();
  if (dataDir) await t.close();
  else {
    await t.app.close();
    undo.push(() => t.close());
  }
  const env = {
    ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: t.databaseUrl! }),
    JWT_SECRET: t.jwtSecret,
  };
  const open = () => openDatabase(dataDir ? { dataDir } : { url: t.databaseUrl! });
  return { world, admin, env, open, jwtSecret: t.jwtSecret };
}

/** Calls of a server process's API. */
export function overHttp(origin: string) {
  const send = (method: string, url: string, token: string, body?: unknown) =>
    fetch(`${origin}${url}`, {
      method,
      headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    send,
    async placedId(token: string, gigId: number, tier: 'basic' | 'premium' = 'basic') {
      const reply = await placeOver(origin, token, gigId, tier);
      expect(reply.status).toBe(201);
      return ((await reply.json()) as { content: { id: number } }).content.id;
    },
    pay: (token: string, id: number, number: string = CARDS.succeeds) =>
      send('POST', `/api/orders/${id}/payment`, token, { card: cardOf(number) }),
  };
}

/** Kills the process with -9 and waits until it is gone. */
export async function kill(server: Awaited<ReturnType<typeof startServer>>) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** Nothing half-done: the books balance, and each money row has exactly its movements. */
export async function expectWhole(handle: DatabaseHandle) {
  const books = await reconcileBooks(createPaymentsRepository(handle.db));
  expect(books.checks.filter((check) => !check.ok)).toEqual([]);
  const [counts] = await queryRows<Record<string, number>>(
    handle.db,
    sql`
    select
      (select count(*)::int from ${payments} p where p.status = 'succeeded'
         and (select count(*) from ${ledgerTransactions} c where c.payment_id = p.id and c.kind = 'capture') <> 1) as uncaptured,
      (select count(*)::int from ${ledgerTransactions} c where c.kind = 'capture'
         and not exists (select 1 from ${payments} p where p.id = c.payment_id and p.status = 'succeeded')) as stray_captures,
      (select count(*)::int from ${refunds} r
         where (select count(*) from ${ledgerTransactions} s where s.refund_id = r.id) <> 1) as unsettled_refunds,
      (select count(*)::int from hires o where o.started_at is not null
         and exists (select 1 from order_terms t where t.order_id = o.id)
         and not exists (select 1 from ${payments} p where p.order_id = o.id and p.status = 'succeeded')) as started_unpaid`,
  );
  expect(counts).toEqual({
    uncaptured: 0,
    stray_captures: 0,
    unsettled_refunds: 0,
    started_unpaid: 0,
  });
}
