import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../../bench/child-server';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { outboxEvents } from '../../db/outbox-schema';
import {
  expectWhole,
  kill,
  moneyWorld as testMoneyWorld,
  overHttp,
} from '../../testing/money-kill';
import { untilHandled } from '../../testing/until-handled';
import { CARDS } from '../../testing/payments';
import { temporaryFileStore } from '../../testing/temporary-file-store';
import { testProcessor, type PaymentProvider } from './payment-providers';
import { refunds, withdrawals } from './payments-schema';

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

const moneyWorld = () => testMoneyWorld(undo, { payments: { mode: 'test' } });

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
