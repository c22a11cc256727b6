import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesApi } from '../../testing/messages';
import { orderWorld, ordersApi } from '../../testing/orders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedConversations } from './conversations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the demo buyer's conversations", () => {
  it('show an exchange before her latest order, read, and its thread waiting for her', async () => {
    const world = await orderWorld(t);
    const api = messagesApi(t);
    const order = await ordersApi(t).placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    const [account] = await t.db.query.users.findMany({
      where: (users, { eq }) => eq(users.id, world.buyer.id),
    });

    await seedConversations(t.db, account!.email.toUpperCase());

    const inbox = await api.inboxOf(world.buyer.token);
    expect(inbox.unreadConversations).toBe(1);
    // One person: the order's thread, the latest, with the questions before it among its threads.
    expect(inbox.data).toHaveLength(1);
    const [thread] = inbox.data;
    const inquiry = thread!.threads[1];
    expect(thread!.threads[0]!.id).toBe(thread!.id);
    expect(thread).toMatchObject({
      order: { id: order.id },
      other: { id: world.seller.id },
      unread: 1,
      lastMessage: { senderId: world.seller.id },
    });
    expect(inquiry).toMatchObject({ order: null, gig: { id: world.gig.id }, unread: 0 });
    const before = await api.listed(inquiry!.id, world.seller.token);
    expect(before.messages.map((m) => m.senderId)).toEqual([
      world.buyer.id,
      world.seller.id,
      world.buyer.id,
    ]);
    expect(before.messages.every((m) => m.at < order.placedAt)).toBe(true);
    expect((await api.viewed(inquiry!.id, world.seller.token)).unread).toBe(0);
    expect(await api.unreadOf(world.buyer.token)).toEqual({ conversations: 1, notifications: 1 });
    expect(await api.unreadOf(world.seller.token)).toMatchObject({ conversations: 0 });
  });

  it('leave a buyer without orders alone', async () => {
    const lonely = await t.createUser();
    await seedConversations(t.db, lonely.email);
    expect((await messagesApi(t).inboxOf(lonely.token)).data).toEqual([]);
  });
});
