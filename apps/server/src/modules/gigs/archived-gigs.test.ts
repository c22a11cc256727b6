import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gigOffer, sellerGigRow, type SellerGig } from '@giglane/contract/gig-offers';
import { gig, gigView } from '@giglane/contract/gigs';
import { orderView } from '@giglane/contract/orders';
import { reviewView } from '@giglane/contract/reviews';
import { searchReply } from '@giglane/contract/search';
import { serverText } from '@giglane/contract/server-text';
import { sellerPage } from '@giglane/contract/sellers';
import { messagesApi } from '../../testing/messages';
import { orderWorld, ordersApi, smallPdf } from '../../testing/orders';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

/*
 * Deleting a gig that has orders archives it (decision 031): it leaves every public list, and its
 * orders, their threads, delivered files and reviews stay for the buyer, the seller and admins.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let orders: ReturnType<typeof ordersApi>;
let messages: ReturnType<typeof messagesApi>;
let admin: Caller;
let stranger: Caller;

beforeAll(async () => {
  t = await createTestApp();
  world = await orderWorld(t);
  orders = ordersApi(t);
  messages = messagesApi(t);
  admin = await t.createAdmin();
  stranger = await t.createUser({ name: 'Sara Stranger' });
});
afterAll(() => t.close());

/** A listed gig of the world's seller with a completed order: delivered with a PDF, reviewed. */
async function gigWithCompletedOrder(title: string) {
  const listed: SellerGig = await world.api.createListedGig(world.seller, world.catalog.logo, {
    title,
  });
  const order = await orders.placed(world.buyer, { gigId: listed.id, package: 'basic' });
  const thread = contentOf(
    z.object({ id: z.number() }),
    (await messages.orderThread(order.id, world.buyer.token)).body,
  );
  await messages.sent(thread.id, world.buyer.token, 'The brand colours are navy and orange.');
  const delivered = await orders.deliver(order.id, world.seller.token, 'Here is your logo', [
    { name: 'logo.pdf', bytes: smallPdf() },
  ]);
  expect(delivered.status).toBe(200);
  expect((await orders.accept(order.id, world.buyer.token)).status).toBe(200);
  const reviewed = await call(t.app, 'POST', `/api/orders/${order.id}/review`, {
    token: world.buyer.token,
    body: { stars: 5, communication: 5, asDescribed: 5, recommend: 5, text: 'Lovely logo' },
  });
  expect(reviewed.status).toBe(201);
  // The seller's review of the buyer publishes both (decision 054).
  const reviewedBuyer = await call(t.app, 'POST', `/api/orders/${order.id}/buyer-review`, {
    token: world.seller.token,
    body: { stars: 5, text: 'Clear brief, quick answers' },
  });
  expect(reviewedBuyer.status).toBe(201);
  return { gig: listed, orderId: order.id, threadId: thread.id };
}

const deleteAsSeller = (id: number) =>
  world.api.reply('DELETE', `/api/seller-gigs/${id}`, world.seller.token);

/** Every public list and search a listed gig shows in, as ids. */
async function publicIds(keyword: string) {
  const all = contentOf(z.array(gig), (await call(t.app, 'GET', '/api/cong-viec')).body);
  const bySubcategory = contentOf(
    z.array(gigView),
    (
      await call(
        t.app,
        'GET',
        `/api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/${world.catalog.logo}`,
      )
    ).body,
  );
  const search = contentOf(
    searchReply,
    (await call(t.app, 'GET', `/api/cong-viec/tim-kiem?keyword=${keyword}`)).body,
  );
  const page = contentOf(
    sellerPage,
    (await call(t.app, 'GET', `/api/sellers/${world.seller.id}`)).body,
  );
  return {
    list: all.map((row) => row.id),
    subcategory: bySubcategory.map((row) => row.id),
    search: search.data.map((row) => row.id),
    sellerPage: page.gigs.map((row) => row.id),
  };
}

/** The gig page's three reads (the original gig, its card, its offer) as `token` sees them. */
const gigReads = (id: number, token?: string) =>
  Promise.all(
    [
      `/api/cong-viec/${id}`,
      `/api/cong-viec/lay-cong-viec-chi-tiet/${id}`,
      `/api/gigs/${id}/offer`,
    ].map((url) => call(t.app, 'GET', url, { token })),
  );

describe('a seller deleting a gig that has orders', () => {
  let archived: Awaited<ReturnType<typeof gigWithCompletedOrder>>;

  beforeAll(async () => {
    archived = await gigWithCompletedOrder('I will draw a mascot for your archive');
    const listedBefore = await publicIds('mascot');
    expect(listedBefore.search).toContain(archived.gig.id);
    const deleted = await deleteAsSeller(archived.gig.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      message: serverText.deleted,
      content: { archived: true },
    });
  });

  it('archives it: its seller still finds it among their gigs, marked archived', async () => {
    const mine = contentOf(
      z.array(sellerGigRow),
      (await world.api.reply('GET', '/api/seller-gigs', world.seller.token)).body,
    );
    expect(mine.find((row) => row.id === archived.gig.id)).toMatchObject({
      status: 'archived',
      orders: 1,
      openOrders: 0,
    });
  });

  it('takes it out of every public list, search and the seller page', async () => {
    const ids = await publicIds('mascot');
    for (const [where, list] of Object.entries(ids))
      expect(list, where).not.toContain(archived.gig.id);
  });

  it('answers 404 for it to strangers, and shows it as archived to its buyer, seller and admins', async () => {
    for (const token of [undefined, stranger.token])
      for (const reply of await gigReads(archived.gig.id, token)) expect(reply.status).toBe(404);
    for (const caller of [world.buyer, world.seller, admin]) {
      const [original, card, offer] = await gigReads(archived.gig.id, caller.token);
      expect(original!.status).toBe(200);
      expect(card!.status).toBe(200);
      expect(contentOf(gigOffer, offer!.body).status).toBe('archived');
    }
  });

  it('keeps the order, its thread, its delivered file and its review for the buyer, seller and admins', async () => {
    for (const caller of [world.buyer, world.seller, admin]) {
      const order = contentOf(orderView, (await orders.view(archived.orderId, caller.token)).body);
      expect(order.state).toBe('completed');
      expect(order.gig.id).toBe(archived.gig.id);
      expect(order.review?.text).toBe('Lovely logo');
      const file = order.deliveries[0]!.files[0]!;
      const download = await t.app.inject({
        method: 'GET',
        url: new URL(file.url).pathname,
        headers: { token: caller.token },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const caller of [world.buyer, world.seller]) {
      const thread = await messages.listed(archived.threadId, caller.token);
      expect(JSON.stringify(thread)).toContain('The brand colours are navy and orange.');
    }
    const reviews = contentOf(
      z.array(reviewView),
      (await call(t.app, 'GET', `/api/binh-luan/lay-binh-luan-theo-cong-viec/${archived.gig.id}`))
        .body,
    );
    expect(reviews.map((row) => row.noiDung)).toContain('Lovely logo');
  });

  it('refuses every change to it with a 409, and any new order', async () => {
    const url = `/api/seller-gigs/${archived.gig.id}`;
    const changes: ['PUT', string, unknown][] = [
      ['PUT', `${url}/status`, { status: 'active' }],
      [
        'PUT',
        `${url}/overview`,
        { title: 'I will draw it again', subcategoryId: world.catalog.logo, tags: [] },
      ],
      ['PUT', `${url}/description`, { description: 'x'.repeat(200), faq: [] }],
      ['PUT', `${url}/pictures/1/cover`, undefined],
    ];
    for (const [method, path, body] of changes) {
      const refused = await world.api.reply(method, path, world.seller.token, body);
      expect(refused.status, path).toBe(409);
      expect(refused.body?.content).toMatch(/^This gig is archived/);
    }
    const ordered = await orders.place(world.buyer.token, {
      gigId: archived.gig.id,
      package: 'basic',
    });
    expect(ordered.status).toBe(400);
    // Deleting it again changes nothing: it stays archived with its order.
    const again = await deleteAsSeller(archived.gig.id);
    expect(again.body?.content).toEqual({ archived: true });
    expect((await orders.view(archived.orderId, world.buyer.token)).status).toBe(200);
  });
});

describe('deleting a gig', () => {
  it('removes a gig that never had an order, for its seller too', async () => {
    const unsold = await world.api.createListedGig(world.seller, world.catalog.logo, {
      title: 'I will design a logo nobody ordered',
    });
    const deleted = await deleteAsSeller(unsold.id);
    expect(deleted.body).toMatchObject({
      message: serverText.deleted,
      content: { archived: false },
    });
    expect(
      (await world.api.reply('GET', `/api/seller-gigs/${unsold.id}`, world.seller.token)).status,
    ).toBe(404);
  });

  it("keeps the original API's reply for an admin, archiving a gig with orders instead of erasing them", async () => {
    const { gig: sold, orderId } = await gigWithCompletedOrder(
      'I will design a logo an admin deletes',
    );
    const ordersBefore = await t.countRows('hires');
    const reviewsBefore = await t.countRows('comments');
    const deleted = await call(t.app, 'DELETE', `/api/cong-viec/${sold.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      statusCode: 200,
      message: 'Xóa thành công!',
      content: null,
    });
    expect(await t.countRows('hires')).toBe(ordersBefore);
    expect(await t.countRows('comments')).toBe(reviewsBefore);
    expect((await orders.view(orderId, world.buyer.token)).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/cong-viec/${sold.id}`)).status).toBe(404);
    expect(
      contentOf(
        gigOffer,
        (await call(t.app, 'GET', `/api/gigs/${sold.id}/offer`, { token: admin.token })).body,
      ).status,
    ).toBe('archived');
    expect((await publicIds('admin')).search).not.toContain(sold.id);
  });
});

describe('a paused gig', () => {
  it('is shown to its past buyers, as paused, and is still 404 to strangers', async () => {
    const { gig: paused } = await gigWithCompletedOrder('I will design a logo on a break');
    const pausing = await world.api.reply(
      'PUT',
      `/api/seller-gigs/${paused.id}/status`,
      world.seller.token,
      {
        status: 'paused',
      },
    );
    expect(pausing.status).toBe(200);
    for (const token of [undefined, stranger.token])
      for (const reply of await gigReads(paused.id, token)) expect(reply.status).toBe(404);
    const [original, card, offer] = await gigReads(paused.id, world.buyer.token);
    expect(original!.status).toBe(200);
    expect(card!.status).toBe(200);
    expect(contentOf(gigOffer, offer!.body).status).toBe('paused');
  });
});
