import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@giglane/contract/message-values';
import { openLive, ofType, type LiveClient } from '../lib/live-client';
import { messagesApi } from '../testing/messages';
import { orderWorld, ordersApi } from '../testing/orders';
import { call, createTestApp, type TestApp } from '../testing/test-app';

/*
 * Two server instances on one PostgreSQL database, each with its own pool and its own LISTEN
 * connection, as behind a load balancer without sticky sessions: what one instance writes reaches
 * the sockets the other holds. PGlite is one process's database, so this file (`*.postgres.test.ts`)
 * runs in the PostgreSQL project only.
 */
describe('two instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  const opened: LiveClient[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ shareDatabaseWith: first });
  });
  afterAll(async () => {
    for (const client of opened) client.socket.terminate();
    await second.close();
    await first.close();
  });

  async function signedIn(app: TestApp, token: string) {
    const client = await openLive(await app.origin());
    opened.push(client);
    await client.signIn(token);
    return client;
  }

  it('deliver a message sent through one instance to a socket on the other, once', async () => {
    const api = messagesApi(first);
    const buyer = await first.createUser();
    const seller = await first.createUser({ seller: true });
    const conversation = await api.contacted(buyer.token, { sellerId: seller.id });
    const sellerTab = await signedIn(second, seller.token);

    const sent = await api.sent(conversation.id, buyer.token, 'Hello from the first instance');
    expect(await sellerTab.waitFor(ofType('message'))).toEqual({
      type: 'message',
      message: sent,
    });

    // A later event for the seller, through the first instance: once it is here, so is any copy.
    await first.app.live.publish({
      k: 'typing',
      c: conversation.id,
      u: buyer.id,
      to: [seller.id],
    });
    await sellerTab.waitFor(ofType('typing'));
    const messages = sellerTab.events.filter((event) => event.type === 'message');
    expect(messages).toHaveLength(1);
  });

  it("tell an order's other party on the other instance of each move made through this one", async () => {
    const world = await orderWorld(first);
    const api = ordersApi(first);
    const sellerTab = await signedIn(second, world.seller.token);
    const buyerTab = await signedIn(second, world.buyer.token);
    const heard = (tab: LiveClient) => tab.events.filter((event) => event.type === 'order');

    const placed = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    expect(await sellerTab.waitFor(ofType('order'))).toEqual({ type: 'order', orderId: placed.id });
    await buyerTab.waitFor(ofType('order'));
    expect((await api.deliver(placed.id, world.seller.token, 'Done')).status).toBe(200);
    await expect.poll(() => heard(buyerTab).length).toBe(2);
    expect(heard(buyerTab)[1]).toEqual({ type: 'order', orderId: placed.id });
  });

  it("close a user's sockets on both instances when their sessions end through one", async () => {
    const user = await first.createUser();
    const tabs = [await signedIn(first, user.token), await signedIn(second, user.token)];
    const reply = await call(first.app, 'POST', '/api/auth/signout-everywhere', {
      token: user.token,
    });
    expect(reply.status).toBe(200);
    for (const tab of tabs) expect(await tab.closed).toBe(LIVE_CLOSE.badToken);

    // A new password set through the other instance keeps the session that set it and closes the
    // socket of another session, on the first instance.
    const { token } = reply.body!.content as { token: string };
    const kept = await signedIn(second, token);
    const other = await signedIn(
      first,
      await first.app.tokens.sign({ ...user, role: 'USER', sessionVersion: 1 }),
    );
    const changed = await call(second.app, 'PUT', `/api/users/${user.id}`, {
      token,
      body: { password: 'Another-new-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect(await other.closed).toBe(LIVE_CLOSE.badToken);
    expect(kept.socket.readyState).toBe(kept.socket.OPEN);
  });

  it('ask their sockets to resync after losing the LISTEN connection, then carry on', async () => {
    const user = await first.createUser();
    const tab = await signedIn(second, user.token);

    // Ends every LISTEN connection on this database, as a restarted or failed-over server would.
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and query ilike 'listen %'`,
    );
    await tab.waitFor(ofType('resync'));

    await first.app.live.publish({ k: 'typing', c: 11, u: 1, to: [user.id] });
    expect(await tab.waitFor(ofType('typing'))).toEqual({
      type: 'typing',
      conversationId: 11,
      userId: 1,
    });
    expect(tab.socket.readyState).toBe(tab.socket.OPEN);
  });
});
