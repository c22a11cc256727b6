import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../bench/child-server';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { outboxEvents } from '../db/schema';
import { livePayload } from '../lib/live-payload';
import { collectRecorded, createOutboxWorker, recordEvents } from '../lib/outbox';
import { orderWorld } from '../testing/orders';
import { hearLive, placeOver, sorted, startInstance } from '../testing/outbox';
import { untilHandled } from '../testing/until-handled';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * The outbox's promise (decision 037): an event recorded by a committed transaction is sent once,
 * whatever happens to the process that recorded it and however many instances look.
 */

const onPostgres = process.env.GIGLANE_TEST_DB === 'postgres';
const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (undo.length > 0) await undo.pop()!();
});

/** The other modules' topics, for a worker whose test records none of them. */
const paymentsIdle = {
  'row-counts.fold': { each: async () => {} },
  'orders.mail-late': { each: async () => {} },
  'reviews.publish-due': { each: async () => {} },
  'sellers.levels-due': { each: async () => {} },
  'payments.refund': { each: async () => {} },
  'payments.payout': { each: async () => {} },
  'payments.clear-due': { each: async () => {} },
  'payments.provider-event': { each: async () => {} },
  'payments.void-intent': { each: async () => {} },
  'mail.send': { each: async () => {} },
  'messages.mail-unread': { each: async () => {} },
  'orders.cancellation-due': { each: async () => {} },
};

describe('the outbox', () => {
  it('loses nothing and sends nothing twice when the server is killed between commit and send', async () => {
    // The world is made by one app; the database is then the server process's alone.
    const dataDir = onPostgres ? undefined : await mkdtemp(path.join(tmpdir(), 'giglane-outbox-'));
    if (dataDir) undo.push(() => rm(dataDir, { recursive: true, force: true }));
    const t: TestApp = await createTestApp(dataDir ? { dataDir } : {});
    const world = await orderWorld(t);
    if (dataDir) await t.close();
    else {
      await t.app.close();
      undo.push(() => t.close());
    }

    // A server whose worker is off commits orders and their events, and is killed with -9.
    const server = await startServer({
      ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: t.databaseUrl! }),
      JWT_SECRET: t.jwtSecret,
      WORKER: 'off',
    });
    for (const tier of ['basic', 'standard', 'premium'] as const)
      expect((await placeOver(server.origin, world.buyer.token, world.gig.id, tier)).status).toBe(
        201,
      );
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await exited;

    // Every event it committed is there, none sent.
    const handle = await openDatabase(dataDir ? { dataDir } : { url: t.databaseUrl! });
    undo.push(() => handle.close());
    const waiting = await handle.db
      .select({ topic: outboxEvents.topic, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(isNull(outboxEvents.handledAt));
    // Per order: its page (one live event per transaction), the seller's notification, and the
    // seller's mail (kept: this server has no SMTP).
    expect(waiting.filter((row) => row.topic === 'live')).toHaveLength(6);
    expect(waiting.filter((row) => row.topic === 'mail.send')).toHaveLength(3);
    const live = await hearLive(handle, undo);

    // Two instances start on the database: each event is sent once, by one of them.
    const second = onPostgres ? await openDatabase({ url: t.databaseUrl! }) : handle;
    if (second !== handle) undo.push(() => second.close());
    await Promise.all([
      startInstance(handle, t.jwtSecret, undo),
      startInstance(second, t.jwtSecret, undo),
    ]);
    await untilHandled(handle.db);
    const heard = await live.all(handle.db);
    expect(sorted(heard)).toEqual(
      sorted(
        waiting.filter((row) => row.topic === 'live').map((row) => JSON.stringify(row.payload)),
      ),
    );
    for (const text of heard) expect(livePayload.safeParse(JSON.parse(text)).success).toBe(true);
  }, 120_000);

  it('never has two instances send one event', async () => {
    const t = await createTestApp();
    undo.push(() => t.close());
    const handle = { db: t.db, listen: t.listen } as DatabaseHandle;
    const live = await hearLive(handle, undo);
    const others = onPostgres
      ? await Promise.all(
          [1, 2].map(async () => {
            const other = await openDatabase({ url: t.databaseUrl!, poolSize: 4 });
            undo.push(() => other.close());
            return other;
          }),
        )
      : [handle, handle];
    await Promise.all(others.map((other) => startInstance(other, t.jwtSecret, undo)));

    // Three workers (the test app's and two more) race for 300 events recorded in 30 commits.
    const sent = Array.from({ length: 300 }, (_, i) => ({
      k: 'order' as const,
      id: i + 1,
      to: [],
    }));
    for (let i = 0; i < sent.length; i += 10)
      await t.db.transaction((tx) =>
        recordEvents(
          tx,
          sent.slice(i, i + 10).map((payload) => ({ topic: 'live' as const, payload })),
        ),
      );
    await untilHandled(t.db);
    const heard = await live.all(t.db);
    expect(sorted(heard)).toEqual(sorted(sent.map((payload) => JSON.stringify(payload))));
  });

  it('sends a batch’s live events in one go; a failing one is tried alone, again later, the others go on', async () => {
    const t = await createTestApp();
    undo.push(() => t.close());
    const batches: number[][] = [];
    const errors: string[] = [];
    let down = true;
    const worker = createOutboxWorker(
      t.db,
      {
        live: {
          batch: async (_tx, payloads) => {
            const ids = payloads.flatMap((payload) => (payload.k === 'order' ? [payload.id] : []));
            if (down && ids.includes(2)) throw new Error('the mail server is down');
            batches.push(ids);
          },
        },
        'orders.complete-due': { each: async () => {} },
        ...paymentsIdle,
      },
      (error) => errors.push((error as Error).message),
    );
    // The test app's own worker is stopped: this one alone takes the events.
    await t.app.close();
    const record = (ids: number[]) =>
      recordEvents(
        t.db,
        ids.map((id) => ({ topic: 'live' as const, payload: { k: 'order', id, to: [] } })),
      );
    await record([1, 2, 3]);
    await worker.drain();
    // The batch failed as a whole, then each was performed alone: the failing one waits.
    expect(batches).toEqual([[1], [3]]);
    expect(errors).toEqual(['the mail server is down', 'the mail server is down']);
    const [failed] = await t.db
      .select({ attempts: outboxEvents.attempts, lastError: outboxEvents.lastError })
      .from(outboxEvents)
      .where(isNull(outboxEvents.handledAt));
    expect(failed).toEqual({ attempts: 1, lastError: 'the mail server is down' });

    // Later events go on in one batch meanwhile; its time comes again: handled, once.
    await record([4, 5]);
    await worker.drain();
    expect(batches.slice(2)).toEqual([[4, 5]]);
    down = false;
    await t.db.update(outboxEvents).set({ availableAt: sql`now()` });
    await worker.drain();
    await worker.drain();
    expect(batches.slice(3)).toEqual([[2]]);
  });

  it('performs a topic that does not batch event by event: its failure holds back no other', async () => {
    const t = await createTestApp();
    undo.push(() => t.close());
    const sent: number[][] = [];
    const rounds: number[] = [];
    const worker = createOutboxWorker(
      t.db,
      {
        live: {
          batch: async (_tx, payloads) => {
            sent.push(payloads.flatMap((payload) => (payload.k === 'order' ? [payload.id] : [])));
          },
        },
        'orders.complete-due': {
          each: async (_tx, { afterMs }, { id }) => {
            if (afterMs === 0) throw new Error('the payment provider is down');
            rounds.push(id);
          },
        },
        ...paymentsIdle,
      },
      () => {},
    );
    await t.app.close();
    await t.db.delete(outboxEvents);
    await recordEvents(t.db, [
      { topic: 'orders.complete-due', payload: { afterMs: 0 } },
      { topic: 'live', payload: { k: 'order', id: 1, to: [] } },
      { topic: 'orders.complete-due', payload: { afterMs: 1 } },
      { topic: 'live', payload: { k: 'order', id: 2, to: [] } },
    ]);
    await worker.drain();
    expect(sent).toEqual([[1, 2]]);
    const events = await t.db
      .select({
        id: outboxEvents.id,
        payload: outboxEvents.payload,
        handled: outboxEvents.handledAt,
      })
      .from(outboxEvents)
      .where(eq(outboxEvents.topic, 'orders.complete-due'))
      .orderBy(outboxEvents.id);
    // Each got its own id, the idempotency key of an effect outside the database.
    expect(rounds).toEqual([events[1]!.id]);
    expect(events.map((event) => event.handled !== null)).toEqual([false, true]);
  });

  it('collects the events a request records, not those of the worker its reply wakes', async () => {
    const t = await createTestApp();
    undo.push(() => t.close());
    await t.app.close();
    await t.db.delete(outboxEvents);
    const worker = createOutboxWorker(
      t.db,
      {
        live: { batch: async () => {} },
        'orders.complete-due': {
          each: (tx) =>
            recordEvents(tx, [{ topic: 'live', payload: { k: 'order', id: 9, to: [] } }]),
        },
        ...paymentsIdle,
      },
      () => {},
    );
    const ids: number[] = [];
    await collectRecorded(ids, async () => {
      await recordEvents(t.db, [{ topic: 'orders.complete-due', payload: { afterMs: 0 } }]);
      await worker.drain();
    });
    const rows = await t.db
      .select({ id: outboxEvents.id, topic: outboxEvents.topic })
      .from(outboxEvents)
      .orderBy(outboxEvents.id);
    // The round the request recorded, and the live event its handler recorded in the worker.
    expect(rows.map((row) => row.topic)).toEqual(['orders.complete-due', 'live']);
    expect(ids).toEqual([rows[0]!.id]);
  });
});
