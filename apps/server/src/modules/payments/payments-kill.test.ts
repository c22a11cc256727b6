import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../../bench/child-server';
import { buildApp } from '../../app';
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client';
import { outboxEvents } from '../../db/outbox-schema';
import { orderWorld } from '../../testing/orders';
import { placeOver, untilHandled } from '../../testing/outbox';
import { cardOf, CARDS } from '../../testing/payments';
import { createTestApp } from '../../testing/test-app';
import { temporaryFileStore } from '../../testing/temporary-file-store';
import { testProcessor, type PaymentProvider } from './payment-providers';
import { createPaymentsRepository } from './payments-repository';
import { reconcileBooks } from './payments-service';
import { ledgerTransactions, payments, refunds, withdrawals } from './payments-schema';

/*
 * kill -9 in the middle of money (decision 045): a server process is killed while its money
 * steps are in flight, or after it committed steps whose provider calls wait in the outbox. After
 * a restart nothing is half-done (every committed step has all its rows and entries, the books
 * balance) and nothing is paid twice: each refund is sent once, keyed by its event.
 */

const onPostgres = process.env.GIGLANE_TEST_DB === 'postgres';
const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (undo.length > 0) await undo.pop()!();
});

/** A seller's gig and a buyer on a database that a server process then has to itself. */
async function moneyWorld() {
  const dataDir = onPostgres ? undefined : await mkdtemp(path.join(tmpdir(), 'giglane-money-'));
  if (dataDir) undo.push(() => rm(dataDir, { recursive: true, force: true }));
  const t = await createTestApp({ ...(dataDir ? { dataDir } : {}), payments: { mode: 'test' } });
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
function overHttp(origin: string) {
  const send = (method: string, url: string, token: string, body?: unknown) =>
    fetch(`${origin}${url}`, {
      method,
      headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    send,
    async placedId(token: string, gigId: number) {
      const reply = await placeOver(origin, token, gigId, 'basic');
      expect(reply.status).toBe(201);
      return ((await reply.json()) as { content: { id: number } }).content.id;
    },
    pay: (token: string, id: number, number: string = CARDS.succeeds) =>
      send('POST', `/api/orders/${id}/payment`, token, { card: cardOf(number) }),
  };
}

/** Kills the process with -9 and waits until it is gone. */
async function kill(server: Awaited<ReturnType<typeof startServer>>) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** An instance on the database whose processor counts each call by its key. */
async function startCountingInstance(handle: DatabaseHandle, jwtSecret: string) {
  const calls: string[] = [];
  const counting: PaymentProvider = {
    ...testProcessor,
    refund: async (input) => {
      calls.push(input.key);
      return testProcessor.refund(input);
    },
    payout: async (input) => {
      calls.push(input.key);
      return testProcessor.payout(input);
    },
  };
  const files = await temporaryFileStore();
  const app = await buildApp({
    config: { apiKeys: [], corsOrigins: [], publicUrl: undefined, authRateLimit: 1000 },
    db: handle.db,
    listen: handle.listen,
    jwtSecret,
    fileStore: files.store,
    paymentProviders: { test: counting },
  });
  await app.ready();
  undo.push(() => app.close(), files.remove);
  return calls;
}

/** Nothing half-done: the books balance, and each money row has exactly its movements. */
async function expectWhole(handle: DatabaseHandle) {
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

describe('money when the server is killed with -9', () => {
  it('sends each refund once after a restart, when the process died before its worker did', async () => {
    const { world, env, open, jwtSecret } = await moneyWorld();
    // A server whose worker is off commits payments and cancels, and dies.
    const server = await startServer({ ...env, WORKER: 'off' });
    const api = overHttp(server.origin);
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await api.placedId(world.buyer.token, world.gig.id));
    for (const id of ids) expect((await api.pay(world.buyer.token, id)).status).toBe(201);
    for (const id of ids.slice(0, 3))
      expect(
        (await api.send('POST', `/api/orders/${id}/cancel`, world.seller.token, { reason: 'No' }))
          .status,
      ).toBe(200);
    await kill(server);

    const handle = await open();
    undo.push(() => handle.close());
    const waiting = await handle.db
      .select({ id: outboxEvents.id, topic: outboxEvents.topic })
      .from(outboxEvents)
      .where(and(isNull(outboxEvents.handledAt), eq(outboxEvents.topic, 'payments.refund')));
    expect(waiting).toHaveLength(3);
    expect(await handle.db.select().from(refunds).where(eq(refunds.status, 'succeeded'))).toEqual(
      [],
    );
    await expectWhole(handle);

    // Two instances start on the database: each refund goes to the processor once, by its key.
    const second = onPostgres ? await open() : handle;
    if (second !== handle) undo.push(() => second.close());
    const [one, two] = await Promise.all([
      startCountingInstance(handle, jwtSecret),
      startCountingInstance(second, jwtSecret),
    ]);
    await untilHandled(handle.db);
    const keys = [...one, ...two];
    expect(keys.sort()).toEqual(waiting.map((event) => `outbox-${event.id}`).sort());
    const sent = await handle.db.select().from(refunds);
    expect(sent.map((refund) => refund.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    await expectWhole(handle);
  }, 180_000);

  it('leaves nothing half-done when killed while money steps are in flight', async () => {
    const { world, admin, env, open, jwtSecret } = await moneyWorld();
    for (let round = 0; round < 2; round += 1) {
      const server = await startServer(env);
      const api = overHttp(server.origin);
      const ids: number[] = [];
      for (let i = 0; i < 6; i += 1) ids.push(await api.placedId(world.buyer.token, world.gig.id));
      for (const id of ids.slice(0, 3)) await api.pay(world.buyer.token, id);
      // Everything at once, and the process killed while the requests are being served.
      const inFlight = [
        ...ids.map((id) => api.pay(world.buyer.token, id)),
        ...ids.map((id) =>
          api.send('POST', `/api/orders/${id}/cancel`, world.seller.token, { reason: 'No' }),
        ),
        ...ids.map((id) => api.pay(world.buyer.token, id, CARDS.confirms)),
        api.send('POST', '/api/withdrawals', world.seller.token, {
          amount: 2_000,
          currency: 'USD',
        }),
        api.send('GET', '/api/admin/finance/reconciliation', admin.token),
      ].map((reply) => reply.catch(() => null));
      await new Promise((resolve) => setTimeout(resolve, 40 + round * 60));
      await kill(server);
      await Promise.all(inFlight);

      const handle = await open();
      await expectWhole(handle);
      await handle.close();
    }
    // After a restart the waiting refunds are sent, and the books still balance.
    const handle = await open();
    undo.push(() => handle.close());
    await startCountingInstance(handle, jwtSecret);
    await untilHandled(handle.db);
    const pending = await handle.db.select().from(refunds).where(eq(refunds.status, 'pending'));
    expect(pending).toEqual([]);
    await expectWhole(handle);
    expect(await handle.db.select().from(withdrawals)).toEqual([]);
  }, 240_000);
});
