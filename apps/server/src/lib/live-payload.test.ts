import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderWorld, ordersApi } from '../testing/orders';
import { messagesApi } from '../testing/messages';
import { call, createTestApp, type TestApp } from '../testing/test-app';
import { LIVE_CHANNEL, livePayload } from './live-payload';

let t: TestApp;
const heard: string[] = [];
let unlisten: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  unlisten = await t.listen(
    LIVE_CHANNEL,
    (text) => heard.push(text),
    () => {},
  );
});
afterAll(async () => {
  await unlisten();
  await t.close();
});

/** Everything sent before now: NOTIFY keeps commit order, so a marker sent last comes last. */
async function allHeard(): Promise<string[]> {
  const marker = JSON.stringify({ k: 'order', id: -1, to: [] });
  await t.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${marker})`);
  while (!heard.includes(marker)) await new Promise((resolve) => setTimeout(resolve, 20));
  return heard.filter((text) => text !== marker);
}

describe('LivePayload', () => {
  it('is what every sender on the channel sends: the triggers, the outbox and the routes', async () => {
    const world = await orderWorld(t);
    const messages = messagesApi(t);
    // A message, its notification and a read mark (the messages' service, through the outbox),
    // typing (the route).
    const conversation = await messages.contacted(world.buyer.token, { gigId: world.gig.id });
    const sent = await messages.sent(conversation.id, world.buyer.token, 'Hello');
    expect((await messages.read(conversation.id, world.seller.token, sent.id)).status).toBe(200);
    expect((await messages.typing(conversation.id, world.seller.token)).status).toBe(200);
    // An order's page and its notifications (the orders' service, through the outbox).
    await ordersApi(t).placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    // Sessions ended (the users' trigger).
    const out = await call(t.app, 'POST', '/api/auth/signout-everywhere', {
      token: world.seller.token,
    });
    expect(out.status).toBe(200);

    // The outbox's worker sends what it was given once the writer commits: wait for it.
    for (;;) {
      const kinds = new Set(
        (await allHeard()).map((text) => (JSON.parse(text) as { k: string }).k),
      );
      if (
        ['message', 'notification', 'read', 'typing', 'order', 'sessions'].every((k) =>
          kinds.has(k),
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const text of await allHeard()) {
      const parsed = livePayload.safeParse(JSON.parse(text));
      expect(parsed.success, `${text}: ${parsed.error?.message}`).toBe(true);
    }
  });
});
