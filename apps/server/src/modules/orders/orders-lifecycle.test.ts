import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkout,
  orderList,
  orderView,
  sellerOrderStats,
  type OrderView,
} from '@giglane/contract/orders';
import { order } from '@giglane/contract/orders';
import { paging } from '@giglane/contract/paging';
import { gigReviewSummary, orderReview, reviewReply, reviewView } from '@giglane/contract/reviews';
import { orders } from './orders-schema';
import {
  multipart,
  orderWorld,
  ordersApi,
  priceThreePackages,
  smallPdf,
} from '../../testing/orders';
import type { Caller } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { smallPng } from '../../testing/upload';

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let api: ReturnType<typeof ordersApi>;
let admin: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp();
  world = await orderWorld(t);
  api = ordersApi(t);
  admin = await t.createAdmin({ name: 'Ada Admin' });
  other = await t.createUser({ name: 'Olga Other' });
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function stored(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('the checkout', () => {
  it("shows a listed gig's packages and its seller's questions, to anyone", async () => {
    await api.setRequirements(world.gig.id, world.seller, [
      'Your brand name?',
      'Colours you like?',
    ]);
    const reply = await call(t.app, 'GET', `/api/gigs/${world.gig.id}/checkout`);
    expect(reply.status).toBe(200);
    const read = contentOf(checkout, reply.body);
    expect(read.gig).toMatchObject({
      id: world.gig.id,
      title: 'I will design a logo for your shop',
      seller: { id: world.seller.id, name: 'Sam Seller Studio' },
    });
    expect(read.gig.cover?.url).toMatch(/^http:\/\/localhost(:\d+)?\/images\//);
    expect(read.packages.map((p) => [p.tier, p.price, p.deliveryDays, p.revisions])).toEqual([
      ['basic', 20, 3, 2],
      ['standard', 45, 4, 1],
      ['premium', 90, 2, null],
    ]);
    expect(read.requirements).toEqual(['Your brand name?', 'Colours you like?']);
    await api.setRequirements(world.gig.id, world.seller, []);
  });

  it('answers 404 for a gig that is not listed, or none', async () => {
    const draft = await world.api.createDraft(
      world.seller,
      world.catalog.logo,
      'I will draft it now',
    );
    expect((await call(t.app, 'GET', `/api/gigs/${draft.id}/checkout`)).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/gigs/999999/checkout')).status).toBe(404);
  });
});

describe('an order from checkout to review', () => {
  it('goes placed, in progress, delivered, revision, delivered, completed, reviewed, replied', async () => {
    const { gig, seller, buyer } = world;
    await api.setRequirements(gig.id, seller, ['Your brand name?']);

    // Placed: the Standard package as it is now; a price the client sends means nothing.
    const placed = await api.placed(buyer, {
      gigId: gig.id,
      package: 'standard',
      price: 1,
      total: 1,
    });
    expect(placed).toMatchObject({
      state: 'placed',
      late: false,
      total: 45,
      package: { tier: 'standard', name: 'Standard', price: 45, deliveryDays: 4, revisions: 1 },
      buyer: { id: buyer.id, name: 'Bao Buyer' },
      seller: { id: seller.id, name: 'Sam Seller Studio' },
      startedAt: null,
      dueAt: null,
      revisionsUsed: 0,
      revisionsLeft: 1,
      requirements: [{ question: 'Your brand name?', answer: null }],
      actions: ['answer_requirements', 'cancel'],
      review: null,
      canReview: false,
    });
    expect(placed.number).toBe(`GL${String(placed.id).padStart(6, '0')}`);
    // The seller's later price change leaves the order as it was bought.
    await world.api.reply('PUT', `/api/seller-gigs/${gig.id}/pricing`, seller.token, {
      basic: {
        name: 'Basic',
        description: 'One concept',
        price: 25,
        deliveryDays: 3,
        revisions: 1,
      },
      standard: { name: 'Standard', description: 'Two', price: 60, deliveryDays: 5, revisions: 3 },
    });
    expect((await stored(placed.id)).total).toBe(45);

    const asSeller = await api.viewed(placed.id, seller);
    expect(asSeller.actions).toEqual(['cancel']);

    // Answered: the order starts, due four days on.
    const answered = await api.answer(placed.id, buyer.token, ['Kiwi Coffee']);
    expect(answered.status).toBe(200);
    const started = contentOf(orderView, answered.body);
    expect(started).toMatchObject({
      state: 'in_progress',
      requirements: [{ question: 'Your brand name?', answer: 'Kiwi Coffee' }],
      // Not late: the buyer's way out is asking the seller to cancel together (decision 052).
      actions: ['request_cancellation'],
    });
    expect(Date.parse(started.dueAt!) - Date.parse(started.startedAt!)).toBe(4 * DAY);
    expect((await api.viewed(placed.id, seller)).actions).toEqual([
      'deliver',
      'cancel',
      'request_cancellation',
      'request_extension',
    ]);

    // Delivered, with a picture and a PDF.
    const png = await smallPng();
    const delivered = await api.deliver(placed.id, seller.token, 'Three concepts attached', [
      { name: 'concepts.png', bytes: png },
      { name: '../../brief', bytes: smallPdf() },
    ]);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const firstDelivery = contentOf(orderView, delivered.body);
    expect(firstDelivery.state).toBe('delivered');
    expect(firstDelivery.deliveries).toHaveLength(1);
    const [picture, pdf] = firstDelivery.deliveries[0]!.files;
    expect(picture).toMatchObject({
      name: 'concepts.png',
      contentType: 'image/png',
      size: png.length,
    });
    expect(pdf).toMatchObject({ name: 'brief.pdf', contentType: 'application/pdf' });
    expect(firstDelivery.autoCompleteAt).not.toBeNull();
    // The order's buyer downloads it with the session's token (decision 035).
    const download = await t.app.inject({
      method: 'GET',
      url: new URL(pdf!.url).pathname,
      headers: { token: buyer.token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="brief.pdf"');
    expect(download.rawPayload.equals(smallPdf())).toBe(true);
    // The buyer may also contest the delivery (decision 056).
    expect((await api.viewed(placed.id, buyer)).actions).toEqual([
      'request_revision',
      'accept',
      'open_dispute',
    ]);

    // A revision, the package's only one.
    const asked = await api.askRevision(placed.id, buyer.token, 'A darker green, please');
    expect(asked.status).toBe(200);
    expect(contentOf(orderView, asked.body)).toMatchObject({
      state: 'revision_requested',
      revisionsUsed: 1,
      revisionsLeft: 0,
    });
    const again = await api.deliver(placed.id, seller.token, 'Darker green it is');
    expect(contentOf(orderView, again.body).state).toBe('delivered');
    const noMore = await api.askRevision(placed.id, buyer.token);
    expect(noMore.status).toBe(409);
    expect(noMore.body?.content).toBe('revisions: all 1 revisions of the package are used');

    // Accepted: completed, hoanThanh true on the original API.
    const accepted = await api.accept(placed.id, buyer.token);
    const completed = contentOf(orderView, accepted.body);
    expect(completed).toMatchObject({ state: 'completed', actions: ['review'], canReview: true });
    const record = await call(t.app, 'GET', `/api/thue-cong-viec/${placed.id}`, {
      token: buyer.token,
    });
    expect(contentOf(order, record.body)).toMatchObject({ hoanThanh: true, state: 'completed' });

    // Reviewed, once; shown verified on the gig page with its Rating Breakdown.
    const reviewBody = {
      stars: 5,
      communication: 5,
      asDescribed: 4,
      recommend: 5,
      text: 'Quick and friendly',
    };
    const review = await call(t.app, 'POST', `/api/orders/${placed.id}/review`, {
      token: buyer.token,
      body: reviewBody,
    });
    expect(review.status).toBe(201);
    const written = contentOf(orderReview, review.body);
    expect(written).toMatchObject({ ...reviewBody, reply: null });
    expect(Date.parse(written.editableUntil) - Date.parse(written.createdAt)).toBe(14 * DAY);
    const twice = await call(t.app, 'POST', `/api/orders/${placed.id}/review`, {
      token: buyer.token,
      body: reviewBody,
    });
    expect(twice.status).toBe(409);
    // Hidden from the seller until they review the buyer too (decision 054); then both publish.
    expect((await api.viewed(placed.id, seller)).review).toBeNull();
    const ofBuyer = await call(t.app, 'POST', `/api/orders/${placed.id}/buyer-review`, {
      token: seller.token,
      body: { stars: 5, text: 'Clear brief' },
    });
    expect(ofBuyer.status).toBe(201);
    const gigReviews = contentOf(
      z.array(reviewView),
      (await call(t.app, 'GET', `/api/binh-luan/lay-binh-luan-theo-cong-viec/${gig.id}`)).body,
    );
    expect(gigReviews[0]).toMatchObject({
      noiDung: 'Quick and friendly',
      verified: true,
      ratings: { communication: 5, asDescribed: 4, recommend: 5 },
      reply: null,
    });
    const summary = contentOf(
      gigReviewSummary,
      (await call(t.app, 'GET', `/api/gigs/${gig.id}/review-summary`)).body,
    );
    expect(summary).toMatchObject({
      count: 1,
      average: 5,
      verifiedCount: 1,
      ratings: { communication: 5, asDescribed: 4, recommend: 5 },
    });
    expect(summary.starCounts[0]).toEqual({ stars: 5, count: 1 });

    // The seller replies once.
    expect((await api.viewed(placed.id, seller)).actions).toEqual(['reply_to_review']);
    const replyUrl = `/api/reviews/${written.id}/reply`;
    const byBuyer = await call(t.app, 'POST', replyUrl, {
      token: buyer.token,
      body: { text: 'Hi' },
    });
    expect(byBuyer.status).toBe(403);
    const replied = await call(t.app, 'POST', replyUrl, {
      token: seller.token,
      body: { text: 'Thank you, Bao!' },
    });
    expect(replied.status).toBe(201);
    expect(contentOf(reviewReply, replied.body).text).toBe('Thank you, Bao!');
    const secondReply = await call(t.app, 'POST', replyUrl, {
      token: seller.token,
      body: { text: 'Again' },
    });
    expect(secondReply.status).toBe(409);
    expect(secondReply.body?.content).toBe('reply: this review has its reply already');

    // The whole story, in order, with who did each step.
    const final = await api.viewed(placed.id, buyer);
    expect(final.review?.reply?.text).toBe('Thank you, Bao!');
    expect(final.timeline.map((event) => [event.type, event.actor?.id ?? null])).toEqual([
      ['placed', buyer.id],
      ['requirements_answered', buyer.id],
      ['delivered', seller.id],
      ['revision_requested', buyer.id],
      ['delivered', seller.id],
      ['accepted', buyer.id],
      ['reviewed', buyer.id],
      ['review_replied', seller.id],
    ]);
    expect(final.timeline[3]!.note).toBe('A darker green, please');
    await api.setRequirements(gig.id, seller, []);
    await priceThreePackages(world);
  });

  it('starts at once when the gig asks nothing, and takes the answers at checkout', async () => {
    const now = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    expect(now).toMatchObject({ state: 'in_progress', requirements: [] });
    expect(now.timeline.map((event) => [event.type, event.actor])).toEqual([
      ['placed', { id: world.buyer.id, name: 'Bao Buyer' }],
      ['started', null],
    ]);

    await api.setRequirements(world.gig.id, world.seller, ['Your brand name?']);
    const withAnswers = await api.placed(world.buyer, {
      gigId: world.gig.id,
      package: 'premium',
      answers: ['Kiwi Tea'],
    });
    expect(withAnswers).toMatchObject({ state: 'in_progress', revisionsLeft: null, total: 90 });
    const short = await api.place(world.buyer.token, {
      gigId: world.gig.id,
      package: 'basic',
      answers: [],
    });
    expect(short.status).toBe(400);
    expect(short.body?.content).toBe(
      'answers: must answer each of the 1 questions, in order (0 given)',
    );
    await api.setRequirements(world.gig.id, world.seller, []);
  });
});

describe('placing an order', () => {
  it('gives one order for one key, however often and however fast it is sent', async () => {
    const key = randomUUID();
    const body = { gigId: world.gig.id, package: 'basic', idempotencyKey: key };
    const before = await t.countRows('hires');
    const first = contentOf(orderView, (await api.place(world.buyer.token, body)).body);
    const second = await api.place(world.buyer.token, body);
    expect(second.status).toBe(201);
    expect(contentOf(orderView, second.body).id).toBe(first.id);

    const burstKey = randomUUID();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.place(world.buyer.token, { ...body, idempotencyKey: burstKey }),
      ),
    );
    expect(burst.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(burst.map((reply) => contentOf(orderView, reply.body).id)).size).toBe(1);
    expect(await t.countRows('hires')).toBe(before + 2);

    // The key is the buyer's: another buyer's same key is another order.
    const theirs = await api.place(other.token, body);
    expect(contentOf(orderView, theirs.body).id).not.toBe(first.id);
  });

  it('refuses your own gig, a package not offered, an unlisted gig and bad input, with a 400 naming the field', async () => {
    const before = await t.countRows('hires');
    const cases: [Caller, Record<string, unknown>, string][] = [
      [
        world.seller,
        { gigId: world.gig.id, package: 'basic' },
        'gigId: must be a gig of another seller: not your own',
      ],
      [world.buyer, { gigId: 999_999, package: 'basic' }, 'gigId: must be an existing gig'],
      [
        world.buyer,
        { gigId: world.gig.id, package: 'gold' },
        'package: must be one of basic, standard, premium',
      ],
      [
        world.buyer,
        { gigId: world.gig.id, package: 'basic', idempotencyKey: 'short' },
        'idempotencyKey: must be 8 to 100 letters, digits, "-" or "_"',
      ],
      [world.buyer, { gigId: 'abc', package: 'basic' }, 'gigId: must be a whole number'],
    ];
    for (const [caller, body, content] of cases) {
      const reply = await api.place(caller.token, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body?.content).toBe(content);
    }
    const basicOnly = await world.api.createListedGig(world.seller, world.catalog.logo, {
      title: 'I will sketch a mascot',
    });
    const noPremium = await api.place(world.buyer.token, {
      gigId: basicOnly.id,
      package: 'premium',
    });
    expect(noPremium.status).toBe(400);
    expect(noPremium.body?.content).toBe('package: must be a package the gig offers, not premium');
    await world.api.reply('PUT', `/api/seller-gigs/${basicOnly.id}/status`, world.seller.token, {
      status: 'paused',
    });
    const paused = await api.place(world.buyer.token, { gigId: basicOnly.id, package: 'basic' });
    expect(paused.body?.content).toBe(
      'gigId: must be a gig that is listed (not a draft or paused)',
    );
    expect((await api.place(undefined, { gigId: world.gig.id, package: 'basic' })).status).toBe(
      403,
    );
    expect(await t.countRows('hires')).toBe(before);
  });
});

describe('who may do what to an order', () => {
  type Who = 'buyer' | 'seller' | 'other' | 'admin' | 'anonymous';
  const tokenOf = (who: Who) =>
    ({
      buyer: world.buyer.token,
      seller: world.seller.token,
      other: other.token,
      admin: admin.token,
      anonymous: undefined,
    })[who];

  /** A fresh order, placed (the gig asks one question) or taken on to the state asked for. */
  async function orderIn(state: 'placed' | 'in_progress' | 'delivered'): Promise<OrderView> {
    await api.setRequirements(world.gig.id, world.seller, ['Your brand name?']);
    const placed = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    await api.setRequirements(world.gig.id, world.seller, []);
    if (state !== 'placed') await api.answer(placed.id, world.buyer.token, ['Kiwi']);
    if (state === 'delivered') await api.deliver(placed.id, world.seller.token, 'Done');
    return placed;
  }

  const matrix: [
    string,
    'placed' | 'in_progress' | 'delivered',
    (id: number, token?: string) => Promise<{ status: number }>,
    Record<Who, number>,
  ][] = [
    [
      'read',
      'placed',
      (id, token) => api.view(id, token),
      { buyer: 200, seller: 200, admin: 200, other: 404, anonymous: 403 },
    ],
    [
      'answer the requirements',
      'placed',
      (id, token) => api.answer(id, token, ['Kiwi']),
      { buyer: 200, seller: 403, admin: 403, other: 404, anonymous: 403 },
    ],
    [
      'deliver',
      'in_progress',
      (id, token) => api.deliver(id, token, 'Here'),
      { buyer: 403, seller: 200, admin: 403, other: 404, anonymous: 403 },
    ],
    [
      'ask for a revision',
      'delivered',
      (id, token) => api.askRevision(id, token),
      { buyer: 200, seller: 403, admin: 403, other: 404, anonymous: 403 },
    ],
    [
      'accept',
      'delivered',
      (id, token) => api.accept(id, token),
      { buyer: 200, seller: 403, admin: 403, other: 404, anonymous: 403 },
    ],
    [
      'cancel a placed order',
      'placed',
      (id, token) => api.cancel(id, token),
      { buyer: 200, seller: 200, admin: 200, other: 404, anonymous: 403 },
    ],
    [
      'cancel an order in progress',
      'in_progress',
      (id, token) => api.cancel(id, token),
      { buyer: 409, seller: 200, admin: 200, other: 404, anonymous: 403 },
    ],
    [
      'cancel a delivered order',
      'delivered',
      (id, token) => api.cancel(id, token),
      { buyer: 409, seller: 409, admin: 200, other: 404, anonymous: 403 },
    ],
  ];

  it.each(matrix)('%s', async (_action, state, act, expected) => {
    for (const who of ['anonymous', 'other', 'buyer', 'seller', 'admin'] as const) {
      const placed = await orderIn(state);
      const before = await stored(placed.id);
      const reply = await act(placed.id, tokenOf(who));
      expect({ who, status: reply.status }).toEqual({ who, status: expected[who] });
      if (reply.status !== 200) expect(await stored(placed.id)).toEqual(before);
    }
  });

  it('keeps the cancel reason and who cancelled, and offers nothing more', async () => {
    const placed = await orderIn('in_progress');
    const cancelled = contentOf(
      orderView,
      (await api.cancel(placed.id, world.seller.token, 'Out of office')).body,
    );
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Out of office',
      actions: [],
    });
    expect(cancelled.timeline.at(-1)).toMatchObject({
      type: 'cancelled',
      actor: { id: world.seller.id },
      note: 'Out of office',
    });
    const blank = await api.cancel(placed.id, world.seller.token, '  ');
    expect(blank.status).toBe(400);
    expect(blank.body?.content).toBe('reason: must not be blank');
  });

  it('lets the buyer cancel a started order alone once it is late, and offers it on the page', async () => {
    for (const revised of [false, true]) {
      const placed = await orderIn(revised ? 'delivered' : 'in_progress');
      if (revised) await api.askRevision(placed.id, world.buyer.token);
      expect((await api.viewed(placed.id, world.buyer)).actions).not.toContain('cancel');
      const early = await api.cancel(placed.id, world.buyer.token);
      expect(early.status).toBe(409);
      expect(early.body?.content).toBe(
        'dueAt: the order is not late; once it has started, its buyer may cancel it only after its due date',
      );

      await t.db
        .update(orders)
        .set({ dueAt: sql`now() - interval '1 minute'` })
        .where(eq(orders.id, placed.id));
      expect((await api.viewed(placed.id, world.buyer)).actions).toContain('cancel');
      const cancelled = contentOf(
        orderView,
        (await api.cancel(placed.id, world.buyer.token, 'Three days late')).body,
      );
      expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: 'Three days late' });
      expect(cancelled.timeline.at(-1)).toMatchObject({
        type: 'cancelled',
        actor: { id: world.buyer.id },
      });
    }
  });

  it('lets a late order be cancelled by its buyer, its seller before a delivery, and an admin only', async () => {
    const expected: Record<'in_progress' | 'revision_requested', Record<Who, number>> = {
      in_progress: { buyer: 200, seller: 200, admin: 200, other: 404, anonymous: 403 },
      // Once delivered, the seller's way out is a request the buyer answers (decision 052).
      revision_requested: { buyer: 200, seller: 409, admin: 200, other: 404, anonymous: 403 },
    };
    for (const state of ['in_progress', 'revision_requested'] as const)
      for (const who of ['anonymous', 'other', 'seller', 'admin', 'buyer'] as const) {
        const placed = await orderIn(state === 'in_progress' ? 'in_progress' : 'delivered');
        if (state === 'revision_requested') await api.askRevision(placed.id, world.buyer.token);
        await t.db
          .update(orders)
          .set({ dueAt: sql`now() - interval '1 minute'` })
          .where(eq(orders.id, placed.id));
        const before = await stored(placed.id);
        const reply = await api.cancel(placed.id, tokenOf(who), 'Late');
        expect({ state, who, status: reply.status }).toEqual({
          state,
          who,
          status: expected[state][who],
        });
        if (reply.status !== 200) expect(await stored(placed.id)).toEqual(before);
        else expect((await stored(placed.id)).state).toBe('cancelled');
      }
  });
});

describe('deliveries', () => {
  async function inProgress() {
    const placed = await api.placed(world.buyer, { gigId: world.gig.id, package: 'basic' });
    return placed.id;
  }

  it('refuses a file whose content is not what a delivery may carry, whatever its name', async () => {
    const id = await inProgress();
    const deliveriesBefore = await t.countRows('deliveries');
    const cases: [string, { name?: string; bytes: Buffer }[], string][] = [
      [
        'a renamed text file',
        [{ name: 'logo.png', bytes: Buffer.from('just some text, not a picture') }],
        'files: "logo.png" must be a complete jpg, png, gif, pdf, zip, mp4, mov, webm file (told by its content, not its name)',
      ],
      [
        'a PDF cut off',
        [{ name: 'brief.pdf', bytes: smallPdf().subarray(0, 40) }],
        'files: "brief.pdf" must be a complete jpg, png, gif, pdf, zip, mp4, mov, webm file (told by its content, not its name)',
      ],
      [
        'a PNG signature on nothing',
        [
          {
            name: 'x.png',
            bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
          },
        ],
        'files: "x.png" must be a complete jpg, png, gif, pdf, zip, mp4, mov, webm file (told by its content, not its name)',
      ],
      [
        'a file part without a file name',
        [{ bytes: smallPdf() }],
        'files: each file must have a file name (filename in its Content-Disposition)',
      ],
      [
        'six files',
        Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, bytes: smallPdf() })),
        'files: must be at most 5 files',
      ],
    ];
    for (const [what, files, content] of cases) {
      const reply = await api.deliver(id, world.seller.token, 'Here it is', files);
      expect({ what, status: reply.status }).toEqual({ what, status: 400 });
      expect(reply.body?.content).toBe(content);
    }
    const noMessage = await call(t.app, 'POST', `/api/orders/${id}/deliveries`, {
      token: world.seller.token,
      ...multipart({}, [{ name: 'a.pdf', bytes: smallPdf() }]),
    });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body?.content).toBe('message: is required');
    expect((await stored(id)).state).toBe('in_progress');
    expect(await t.countRows('deliveries')).toBe(deliveriesBefore);
  });

  it('takes a zip, and a message alone', async () => {
    const id = await inProgress();
    // An empty archive: nothing but its end record.
    const zip = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
    const reply = await api.deliver(id, world.seller.token, 'Sources', [
      { name: 'src.zip', bytes: zip },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(contentOf(orderView, reply.body).deliveries[0]!.files[0]).toMatchObject({
      name: 'src.zip',
      contentType: 'application/zip',
    });
    const plain = await inProgress();
    expect((await api.deliver(plain, world.seller.token, 'Only words')).status).toBe(200);
  });

  it('deletes delivered files with their order', async () => {
    const id = await inProgress();
    await api.deliver(id, world.seller.token, 'One file', [{ name: 'a.pdf', bytes: smallPdf() }]);
    const files = await t.countRows('images');
    await call(t.app, 'DELETE', `/api/thue-cong-viec/${id}`, { token: admin.token });
    expect(await t.countRows('images')).toBe(files - 1);
  });
});

describe('the order lists', () => {
  it('list one tab at a time, newest first, with every tab counted, and flag late orders', async () => {
    const buyer = await t.createUser({ name: 'Lena Lists' });
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await api.placed(buyer, { gigId: world.gig.id, package: 'basic' })).id);
    // The oldest is past its due time; the newest is delivered.
    await t.db
      .update(orders)
      .set({ dueAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, ids[0]!));
    await api.deliver(ids[2]!, world.seller.token, 'Done');

    const list = async (path: string, caller: Caller, query: string) => {
      const reply = await call(t.app, 'GET', `${path}?${query}`, { token: caller.token });
      expect(reply.status).toBe(200);
      return contentOf(orderList, reply.body);
    };
    const active = await list('/api/orders', buyer, 'tab=active');
    expect(active.data.map((row) => [row.id, row.late])).toEqual([
      [ids[1], false],
      [ids[0], true],
    ]);
    expect(active.counts).toEqual({ active: 2, late: 1, delivered: 1, completed: 0, cancelled: 0 });
    expect((await list('/api/orders', buyer, 'tab=late')).data.map((row) => row.id)).toEqual([
      ids[0],
    ]);
    const paged = await list('/api/orders', buyer, 'tab=active&pageSize=1&pageIndex=2');
    expect(paged).toMatchObject({ pageIndex: 2, pageSize: 1, totalRow: 2 });
    expect(paged.data.map((row) => row.id)).toEqual([ids[0]]);

    const selling = await list('/api/seller-orders', world.seller, 'tab=delivered');
    expect(selling.data.map((row) => row.id)).toContain(ids[2]);
    expect((await list('/api/seller-orders', buyer, 'tab=active')).totalRow).toBe(0);

    const bad = await call(t.app, 'GET', '/api/orders?tab=soon', { token: buyer.token });
    expect(bad.status).toBe(400);
    expect(bad.body?.content).toContain(
      'tab: must be one of active, late, delivered, completed, cancelled',
    );
    expect((await call(t.app, 'GET', '/api/orders')).status).toBe(403);
  });

  it("gives the seller's earnings, queue and tabs, and the gig page's queue", async () => {
    const seller = world.seller;
    const stats = contentOf(
      sellerOrderStats,
      (await call(t.app, 'GET', '/api/seller-orders/stats', { token: seller.token })).body,
    );
    const [expected] = await t.db
      .select({
        earnings: sql<number>`coalesce(sum(total) filter (where state = 'completed'), 0)::int`,
        queue: sql<number>`(count(*) filter (where state in ('placed', 'in_progress', 'delivered', 'revision_requested')))::int`,
      })
      .from(orders)
      .where(eq(orders.sellerId, seller.id));
    expect(stats).toMatchObject(expected!);
    expect(stats.earnings).toBeGreaterThan(0);
    const offer = await call(t.app, 'GET', `/api/gigs/${world.gig.id}/offer`);
    expect((offer.body?.content as { queue: number }).queue).toBe(stats.queue);
  });

  it("filters the admin's Manage Service list by state, and shows each order's state", async () => {
    const reply = await call(
      t.app,
      'GET',
      '/api/thue-cong-viec/phan-trang-tim-kiem?state=delivered&pageSize=100',
      {
        token: admin.token,
      },
    );
    const page = contentOf(paging(order), reply.body);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((row) => row.state === 'delivered' && !row.hoanThanh)).toBe(true);
    const bad = await call(t.app, 'GET', '/api/thue-cong-viec/phan-trang-tim-kiem?state=late', {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
  });
});

describe("the admin list's keyword", () => {
  it("finds an order by its gig's or buyer's current names, its buyer's email, or its number", async () => {
    const buyer = await t.createUser({ name: 'Quinn Quokka', email: 'quinn.q@example.com' });
    const gig = await world.api.createListedGig(world.seller, world.catalog.logo, {
      title: 'I will paint a zebra mural',
    });
    const placed = await api.placed(buyer, { gigId: gig.id, package: 'basic' });
    const found = async (keyword: string, sorted = '') => {
      const reply = await call(
        t.app,
        'GET',
        `/api/thue-cong-viec/phan-trang-tim-kiem?keyword=${encodeURIComponent(keyword)}${sorted}`,
        { token: admin.token },
      );
      return contentOf(paging(order), reply.body).data.map((row) => row.id);
    };
    for (const keyword of ['zebra mural', 'QUOKKA', 'quinn.q@', placed.number])
      expect({ keyword, ids: await found(keyword) }).toEqual({ keyword, ids: [placed.id] });
    // A bare id finds the order too. Other orders whose names or emails hold those digits may
    // come with it, enough to fill the first page, so the newest (this one) is asked for first;
    // only the number (GL000056) is unique.
    const newestFirst = '&sortBy=id&sortOrder=desc&pageSize=1';
    expect(await found(String(placed.id), newestFirst)).toEqual([placed.id]);

    await world.api.reply('PUT', `/api/seller-gigs/${gig.id}/overview`, world.seller.token, {
      title: 'I will paint a giraffe mural',
      subcategoryId: world.catalog.logo,
      tags: [],
    });
    await call(t.app, 'PUT', `/api/users/${buyer.id}`, {
      token: admin.token,
      body: { name: 'Quinn Wombat' },
    });
    expect(await found('zebra')).toEqual([]);
    expect(await found('giraffe mural')).toEqual([placed.id]);
    expect(await found('wombat')).toEqual([placed.id]);
    expect(await found('quokka')).toEqual([]);
  });
});

describe('the gig requirements', () => {
  it('are the seller’s or an admin’s to read and write, up to five', async () => {
    const url = `/api/seller-gigs/${world.gig.id}/requirements`;
    const six = Array.from({ length: 6 }, (_, i) => `Question ${i + 1}?`);
    const tooMany = await call(t.app, 'PUT', url, {
      token: world.seller.token,
      body: { questions: six },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body?.content).toBe('questions: must hold at most 5 questions');
    for (const [caller, status] of [
      [world.buyer, 403],
      [admin, 200],
      [world.seller, 200],
    ] as const) {
      const reply = await call(t.app, 'GET', url, { token: caller.token });
      expect(reply.status).toBe(status);
    }
    expect(
      (await call(t.app, 'GET', '/api/seller-gigs/999999/requirements', { token: admin.token }))
        .status,
    ).toBe(404);
  });
});
