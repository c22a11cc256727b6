import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@giglane/contract/messages';
import { notification } from '@giglane/contract/messages';
import { orderReview } from '@giglane/contract/reviews';
import { messagesApi } from '../../testing/messages';
import { orderWorld, ordersApi } from '../../testing/orders';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: ReturnType<typeof messagesApi>;
let orders: ReturnType<typeof ordersApi>;
let world: Awaited<ReturnType<typeof orderWorld>>;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  api = messagesApi(t);
  orders = ordersApi(t);
  world = await orderWorld(t);
  admin = await t.createAdmin();
});
afterAll(() => t.close());

/** The caller's notifications about one order, oldest first, as kind, actor and link. */
async function aboutOrder(caller: Caller, orderId: number) {
  const { data } = await api.notificationsOf(caller.token, '?pageSize=100');
  return data
    .filter((entry) => entry.order?.id === orderId)
    .reverse()
    .map((entry) => ({ kind: entry.kind, actor: entry.actor?.id ?? null, link: entry.link }));
}

/** A fresh buyer of the world's gig, so each test reads only its own notifications. */
const freshBuyer = () => t.createUser({ name: 'Nia Notified' });

describe("an order's moves", () => {
  it('tell the other party of each move, never the one who made it', async () => {
    const buyer = await freshBuyer();
    const seller = world.seller;
    await orders.setRequirements(world.gig.id, seller, ['What is your shop called?']);
    const order = await orders.placed(buyer, { gigId: world.gig.id, package: 'basic' });
    await orders.setRequirements(world.gig.id, seller, []);
    const link = `/orders/${order.id}`;
    expect((await orders.answer(order.id, buyer.token, ['Bao Bakery'])).status).toBe(200);
    expect((await orders.deliver(order.id, seller.token, 'First draft')).status).toBe(200);
    expect((await orders.askRevision(order.id, buyer.token)).status).toBe(200);
    expect((await orders.deliver(order.id, seller.token, 'Bigger logo')).status).toBe(200);
    expect((await orders.accept(order.id, buyer.token)).status).toBe(200);

    expect(await aboutOrder(seller, order.id)).toEqual([
      { kind: 'order_placed', actor: buyer.id, link },
      { kind: 'requirements_answered', actor: buyer.id, link },
      { kind: 'revision_requested', actor: buyer.id, link },
      { kind: 'order_completed', actor: buyer.id, link },
    ]);
    expect(await aboutOrder(buyer, order.id)).toEqual([
      { kind: 'order_delivered', actor: seller.id, link },
      { kind: 'order_delivered', actor: seller.id, link },
    ]);
    const [placed] = (await api.notificationsOf(seller.token, '?pageSize=100')).data.filter(
      (entry) => entry.order?.id === order.id && entry.kind === 'order_placed',
    );
    expect(placed).toMatchObject({
      actor: { id: buyer.id, name: 'Nia Notified' },
      gig: { id: world.gig.id, title: world.gig.title },
      order: { id: order.id, number: order.number },
      conversationId: null,
      reviewId: null,
      read: false,
    });
  });

  it('tell the buyer of a cancellation by the seller, and both of an admin completing', async () => {
    const buyer = await freshBuyer();
    const cancelled = await orders.placed(buyer, { gigId: world.gig.id, package: 'basic' });
    expect((await orders.cancel(cancelled.id, world.seller.token)).status).toBe(200);
    expect(await aboutOrder(buyer, cancelled.id)).toEqual([
      { kind: 'order_cancelled', actor: world.seller.id, link: `/orders/${cancelled.id}` },
    ]);
    expect((await aboutOrder(world.seller, cancelled.id)).map((entry) => entry.kind)).toEqual([
      'order_placed',
    ]);

    // The original API's admin toggle completes the order: both parties hear of it.
    const completed = await orders.placed(buyer, { gigId: world.gig.id, package: 'basic' });
    const toggled = await call(t.app, 'PUT', `/api/thue-cong-viec/${completed.id}`, {
      token: admin.token,
      body: { hoanThanh: true },
    });
    expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
    const byAdmin = { kind: 'order_completed', actor: admin.id, link: `/orders/${completed.id}` };
    expect(await aboutOrder(buyer, completed.id)).toEqual([byAdmin]);
    expect((await aboutOrder(world.seller, completed.id)).at(-1)).toEqual(byAdmin);
  });
});

describe('reviews', () => {
  it("tell the seller of a review and its author of the seller's reply", async () => {
    const buyer = await freshBuyer();
    const order = await orders.placed(buyer, { gigId: world.gig.id, package: 'basic' });
    await orders.deliver(order.id, world.seller.token, 'Done');
    await orders.accept(order.id, buyer.token);
    const posted = await call(t.app, 'POST', `/api/orders/${order.id}/review`, {
      token: buyer.token,
      body: { stars: 5, communication: 5, asDescribed: 5, recommend: 5, text: 'Lovely work' },
    });
    expect(posted.status).toBe(201);
    const review = contentOf(orderReview, posted.body);
    // The seller's review of the buyer publishes both (decision 054): a hidden one takes no reply.
    const reviewedBuyer = await call(t.app, 'POST', `/api/orders/${order.id}/buyer-review`, {
      token: world.seller.token,
      body: { stars: 5, text: 'Clear brief' },
    });
    expect(reviewedBuyer.status).toBe(201);
    const replied = await call(t.app, 'POST', `/api/reviews/${review.id}/reply`, {
      token: world.seller.token,
      body: { text: 'Thank you!' },
    });
    expect(replied.status).toBe(201);

    const link = `/orders/${order.id}`;
    const sellerSide = (await api.notificationsOf(world.seller.token, '?pageSize=100')).data;
    expect(sellerSide.find((entry) => entry.reviewId === review.id)).toMatchObject({
      kind: 'review_posted',
      actor: { id: buyer.id },
      link,
    });
    const buyerSide = (await api.notificationsOf(buyer.token, '?pageSize=100')).data;
    expect(buyerSide[0]).toMatchObject({
      kind: 'review_replied',
      actor: { id: world.seller.id },
      reviewId: review.id,
      link,
    });
  });

  it("link a review of the open form to the gig page, and tell nobody of a seller's own", async () => {
    const reviewer = await freshBuyer();
    const write = (token: string) =>
      call(t.app, 'POST', '/api/binh-luan', {
        token,
        body: { maCongViec: world.gig.id, noiDung: 'Nice gig', saoBinhLuan: 4 },
      });
    expect((await write(reviewer.token)).status).toBe(201);
    const [latest] = (await api.notificationsOf(world.seller.token)).data;
    expect(latest).toMatchObject({
      kind: 'review_posted',
      actor: { id: reviewer.id },
      order: null,
      link: `/jobdetail/${world.gig.id}`,
    });
    const before = (await api.notificationsOf(world.seller.token)).totalRow;
    expect((await write(world.seller.token)).status).toBe(201);
    expect((await api.notificationsOf(world.seller.token)).totalRow).toBe(before);
  });
});

describe('messages', () => {
  it('keep one unread notification per conversation, moved to the top by each message', async () => {
    const buyer = await freshBuyer();
    const seller = await t.createUser({ name: 'Ola Other', seller: true });
    const conversation = await api.contacted(buyer.token, { sellerId: seller.id });
    const first = await api.sent(conversation.id, buyer.token, 'Hello');
    const [told] = (await api.notificationsOf(seller.token)).data;
    expect(told).toMatchObject({
      kind: 'message',
      actor: { id: buyer.id },
      conversationId: conversation.id,
      link: `/inbox/${conversation.id}`,
      read: false,
    });

    // Something else happens meanwhile, then a second message: still one, back on top.
    const order = await orders.placed(buyer, { gigId: world.gig.id, package: 'basic' });
    expect((await api.notificationsOf(world.seller.token)).data[0]).toMatchObject({
      kind: 'order_placed',
      order: { id: order.id },
    });
    const olderAt = told!.at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await api.sent(conversation.id, buyer.token, 'Are you there?');
    const after = await api.notificationsOf(seller.token);
    expect(after.data.filter((entry) => entry.kind === 'message')).toHaveLength(1);
    expect(after.data[0]).toMatchObject({ id: told!.id, kind: 'message', read: false });
    expect(new Date(after.data[0]!.at).getTime()).toBeGreaterThan(new Date(olderAt).getTime());
    expect(after.unread).toBe(1);
    expect((await api.notificationsOf(buyer.token)).data.some((e) => e.kind === 'message')).toBe(
      false,
    );

    // Reading part of it leaves it unread; reading all of it reads it too.
    await api.read(conversation.id, seller.token, first.id);
    expect((await api.notificationsOf(seller.token)).unread).toBe(1);
    await api.read(conversation.id, seller.token, second.id);
    expect((await api.notificationsOf(seller.token)).unread).toBe(0);
    // A message after that is news again: a new notification.
    await api.sent(conversation.id, buyer.token, 'One more thing');
    const third = await api.notificationsOf(seller.token);
    expect(third.data.filter((entry) => entry.kind === 'message')).toHaveLength(2);
    expect(third.data[0]).toMatchObject({ kind: 'message', read: false });
    expect(third.data[0]!.id).not.toBe(told!.id);
  });

  it("in an order's thread link to the order page's thread", async () => {
    const buyer = await freshBuyer();
    const order = await orders.placed(buyer, { gigId: world.gig.id, package: 'basic' });
    const thread = await api.orderThread(order.id, buyer.token);
    const { id } = thread.body?.content as { id: number };
    await api.sent(id, buyer.token, 'The colours are in the brief');
    const [latest] = (await api.notificationsOf(world.seller.token)).data;
    expect(latest).toMatchObject({
      kind: 'message',
      conversationId: id,
      order: { id: order.id },
      link: `/orders/${order.id}#messages`,
    });
  });
});

describe('marking notifications read', () => {
  it("marks one of the caller's, then all, and moves the header's badges", async () => {
    const buyer = await freshBuyer();
    const seller = await t.createUser({ seller: true });
    const stranger = await t.createUser();
    const conversation = await api.contacted(buyer.token, { sellerId: seller.id });
    await api.sent(conversation.id, seller.token, 'Welcome!');
    await orders.placed(buyer, { gigId: world.gig.id, package: 'basic' });
    await orders.placed(buyer, { gigId: world.gig.id, package: 'standard' });
    await api.sent(conversation.id, buyer.token, 'Thanks');
    // The seller: the buyer's answer. The buyer read the welcome by answering it.
    expect(await api.unreadOf(buyer.token)).toEqual({ conversations: 0, notifications: 0 });
    expect(await api.unreadOf(seller.token)).toEqual({ conversations: 1, notifications: 1 });

    const [mine] = (await api.notificationsOf(seller.token)).data;
    const url = `/api/notifications/${mine!.id}/read`;
    expect((await call(t.app, 'PUT', url, { token: stranger.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', url)).status).toBe(403);
    expect(
      (await call(t.app, 'PUT', '/api/notifications/999999/read', { token: seller.token })).status,
    ).toBe(404);
    const marked = await call(t.app, 'PUT', url, { token: seller.token });
    expect(marked.status).toBe(200);
    const read: Notification = contentOf(notification, marked.body);
    expect(read).toMatchObject({ id: mine!.id, read: true });
    // Marking the notification read leaves the conversation's own unread count as it was.
    expect(await api.unreadOf(seller.token)).toEqual({ conversations: 1, notifications: 0 });

    const sellerOfGig = world.seller;
    expect((await api.unreadOf(sellerOfGig.token)).notifications).toBeGreaterThan(0);
    const all = await call(t.app, 'PUT', '/api/notifications/read', { token: sellerOfGig.token });
    expect(all.status).toBe(200);
    expect(all.body?.content).toEqual({ unread: 0 });
    expect((await api.unreadOf(sellerOfGig.token)).notifications).toBe(0);
    const page = await api.notificationsOf(sellerOfGig.token);
    expect(page.unread).toBe(0);
    expect(page.data.every((entry) => entry.read)).toBe(true);

    expect((await call(t.app, 'PUT', '/api/notifications/read')).status).toBe(403);
    expect((await api.notifications()).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/me/unread')).status).toBe(403);
  });

  it('pages the list newest first', async () => {
    const buyer = await freshBuyer();
    const placed = [];
    for (let i = 0; i < 3; i += 1)
      placed.push(await orders.placed(buyer, { gigId: world.gig.id, package: 'basic' }));
    const seller = world.seller;
    const first = await api.notificationsOf(seller.token, '?pageSize=2');
    expect(first).toMatchObject({ pageIndex: 1, pageSize: 2 });
    expect(first.data.map((entry) => entry.order?.id)).toEqual([placed[2]!.id, placed[1]!.id]);
    const second = await api.notificationsOf(seller.token, '?pageSize=2&pageIndex=2');
    expect(second.data[0]!.order?.id).toBe(placed[0]!.id);
    expect(second.totalRow).toBe(first.totalRow);
  });
});
