import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { queryRows } from '../db/client';
import { OUTBOX_CHANNEL } from '../lib/outbox';
import { messagesApi } from '../testing/messages';
import { orderWorld, ordersApi } from '../testing/orders';
import { countStatements } from '../testing/statement-count';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * What a write costs the outbox (decisions 037, 038): the reply waits for one round of this
 * instance's worker, which takes the write's events, sends them and marks them handled in a few
 * statements, and nothing starts another round for them, before the reply or after.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let counter: ReturnType<typeof countStatements>;
const announced: string[] = [];
let unlisten: () => Promise<void>;

beforeAll(async () => {
  // The app's timers (the worker's poll among them) are made and never fire: every statement
  // counted is the write's or follows from it.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    t = await createTestApp();
  } finally {
    vi.useRealTimers();
  }
  world = await orderWorld(t);
  unlisten = await t.listen(
    OUTBOX_CHANNEL,
    (text) => announced.push(text),
    () => {},
  );
  counter = countStatements(t.db);
});
afterAll(async () => {
  await unlisten?.();
  await t?.close();
});

/** A worker's round takes its batch with this statement. */
const isTake = (statement: string) => statement.startsWith('update "outbox_events"');
const isSend = (statement: string) => statement.includes('pg_notify');

/**
 * The statements from a write's request to its reply, and those its commit's announcement caused
 * once it reached the worker.
 */
async function costOf(write: () => Promise<unknown>) {
  counter.reset();
  await write();
  const toReply = [...counter.statements()];
  const [row] = await queryRows<{ newest: string }>(
    t.db,
    sql`select max(id)::text as newest from outbox_events`,
  );
  await vi.waitFor(() => expect(announced).toContain(row!.newest), { timeout: 10_000 });
  // Long enough for a round the announcement started to send its first statement.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { toReply, after: counter.statements().slice(toReply.length + 1) };
}

it('a message send commits and sends its live events in at most 13 statements, one round', async () => {
  const api = messagesApi(t);
  const conversation = await api.contacted(world.buyer.token, { gigId: world.gig.id });
  const send = () => api.sent(conversation.id, world.buyer.token, 'Hello');
  await costOf(send);

  const { toReply, after } = await costOf(send);
  const listed = toReply.join('\n');
  // The request's own (session, rate limit, who may write, the transaction, the reply's message)
  // and the worker's round: BEGIN, take and mark, send both events, COMMIT.
  expect(toReply.length, listed).toBeLessThanOrEqual(13);
  expect(toReply.filter(isTake), listed).toHaveLength(1);
  expect(toReply.filter(isSend), listed).toHaveLength(1);
  expect(after, 'no round after the reply').toEqual([]);
});

// 17 for the move and its live events (the order locked, then read: a read that waited for the
// lock would see another table's rows as they were before), and 6 for the e-mail it announces
// (decisions 047, 050): in the move, the parties' addresses with the gig's name, then the mail's
// row with its outbox event; in the round, the mail read and written back in its own savepoint.
it('an order move commits and sends its live events and its mail in at most 23 statements, one round', async () => {
  const orders = ordersApi(t);
  const placed = await orders.placed(world.buyer, { gigId: world.gig.id, package: 'premium' });
  const moves = [
    () => orders.deliver(placed.id, world.seller.token, 'A first draft'),
    () => orders.askRevision(placed.id, world.buyer.token),
    () => orders.deliver(placed.id, world.seller.token, 'A second draft'),
  ];
  await costOf(moves[0]!);
  await costOf(moves[1]!);

  const { toReply, after } = await costOf(moves[2]!);
  const listed = toReply.join('\n');
  expect(toReply.length, listed).toBeLessThanOrEqual(23);
  expect(toReply.filter(isTake), listed).toHaveLength(1);
  expect(toReply.filter(isSend), listed).toHaveLength(1);
  expect(after, 'no round after the reply').toEqual([]);
});
