import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, orderView, quoteChanged, type Quote } from '@giglane/contract/orders';
import { gigPackages, gigs } from '../gigs/gigs-schema';
import { ordersApi, orderWorld } from '../../testing/orders';
import { packageBody } from '../../testing/seller-gigs';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let api: ReturnType<typeof ordersApi>;

beforeAll(async () => {
  t = await createTestApp();
  world = await orderWorld(t);
  api = ordersApi(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function basicQuote(): Promise<Quote> {
  const reply = await call(t.app, 'GET', `/api/gigs/${world.gig.id}/checkout`);
  expect(reply.status).toBe(200);
  return contentOf(checkout, reply.body).quotes[0]!;
}

/** The seller prices Basic anew in the gig editor; the others stay, or rise to it (a rule). */
async function priceBasic(price: number) {
  const saved = await world.api.reply(
    'PUT',
    `/api/seller-gigs/${world.gig.id}/pricing`,
    world.seller.token,
    {
      basic: packageBody({ price, features: [] }),
      standard: packageBody({
        name: 'Standard',
        price: Math.max(price, 45),
        deliveryDays: 4,
        revisions: 1,
      }),
      premium: packageBody({
        name: 'Premium',
        price: Math.max(price, 90),
        deliveryDays: 2,
        revisions: null,
      }),
    },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const placeBasic = (quoteVersion: string, idempotencyKey = randomUUID()) =>
  api.place(world.buyer.token, {
    gigId: world.gig.id,
    package: 'basic',
    quoteVersion,
    idempotencyKey,
  });

describe("the checkout's quote", () => {
  it('gives each package its price, fees, total, due date and a version', async () => {
    await priceBasic(5);
    const before = Date.now();
    const reply = await call(t.app, 'GET', `/api/gigs/${world.gig.id}/checkout`);
    const read = contentOf(checkout, reply.body);
    expect(read.quotes.map((quote) => [quote.tier, quote.name, quote.price, quote.total])).toEqual([
      ['basic', 'Starter', 5, 5],
      ['standard', 'Standard', 45, 45],
      ['premium', 'Premium', 90, 90],
    ]);
    const [basic] = read.quotes;
    expect(basic).toMatchObject({ deliveryDays: 3, revisions: 2, fees: [] });
    const due = Date.parse(basic!.dueAt);
    expect(due).toBeGreaterThanOrEqual(before + 3 * DAY - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    expect(basic!.version).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(read.quotes.map((quote) => quote.version)).size).toBe(3);
    // The version stands while the package does, and moves when its price does.
    expect((await basicQuote()).version).toBe(basic!.version);
    await priceBasic(6);
    expect((await basicQuote()).version).not.toBe(basic!.version);
  });
});

describe('placing an order confirms the quote', () => {
  it('places the order at the quoted price when the quote still stands', async () => {
    await priceBasic(5);
    const quote = await basicQuote();
    const placed = await placeBasic(quote.version);
    expect(placed.status).toBe(201);
    const order = contentOf(orderView, placed.body);
    expect([order.package.price, order.total]).toEqual([5, 5]);
  });

  it('answers 409 with the new figures and writes nothing when the price changed after the checkout', async () => {
    await priceBasic(5);
    const shown = await basicQuote();
    await priceBasic(10_000);
    const before = await t.countRows('hires');
    const refused = await placeBasic(shown.version);
    expect(refused.status).toBe(409);
    const content = contentOf(quoteChanged, refused.body);
    expect(content.reason).toBe(
      'quoteVersion: the package changed since the checkout; confirm the new quote',
    );
    expect(content.quote).toMatchObject({ tier: 'basic', price: 10_000, total: 10_000 });
    expect(content.quote.version).toBe((await basicQuote()).version);
    expect(await t.countRows('hires')).toBe(before);

    // Confirming the new quote places it at the new price.
    const confirmed = await placeBasic(content.quote.version);
    expect(confirmed.status).toBe(201);
    expect(contentOf(orderView, confirmed.body).total).toBe(10_000);
  });

  it('refuses a missing or malformed quote version with a 400 naming it', async () => {
    const before = await t.countRows('hires');
    const missing = await call(t.app, 'POST', '/api/orders', {
      token: world.buyer.token,
      body: { gigId: world.gig.id, package: 'basic', idempotencyKey: randomUUID() },
    });
    expect(missing.status).toBe(400);
    expect(missing.body?.content).toBe(
      'quoteVersion: must be the version of the quote the checkout showed',
    );
    const malformed = await placeBasic('a price of 5');
    expect(malformed.status).toBe(400);
    expect(malformed.body?.content).toBe(
      'quoteVersion: must be the version of the quote the checkout showed',
    );
    expect(await t.countRows('hires')).toBe(before);
  });

  it('answers a repeated key with its first order, even after the price changed', async () => {
    await priceBasic(5);
    const key = randomUUID();
    const first = contentOf(orderView, (await placeBasic((await basicQuote()).version, key)).body);
    await priceBasic(7);
    const again = await placeBasic('0'.repeat(32), key);
    expect(again.status).toBe(201);
    expect(contentOf(orderView, again.body)).toMatchObject({ id: first.id, total: 5 });
  });

  it("answers a placement sent while the seller's new price is being saved after it: 409 with that price", async () => {
    await priceBasic(5);
    const shown = await basicQuote();
    let placing: ReturnType<typeof placeBasic> | undefined;
    await t.db.transaction(async (tx) => {
      // As the gig editor saves: the package, then the gig's row.
      await tx
        .update(gigPackages)
        .set({ price: 10_000 })
        .where(and(eq(gigPackages.gigId, world.gig.id), eq(gigPackages.tier, 0)));
      await tx.update(gigs).set({ price: 10_000 }).where(eq(gigs.id, world.gig.id));
      placing = placeBasic(shown.version);
      // Long enough for the placement to reach the database before the price commits.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const placed = await placing!;
    expect(placed.status).toBe(409);
    expect(contentOf(quoteChanged, placed.body).quote.price).toBe(10_000);
  });

  it('never places an order at a price other than the confirmed one while the seller reprices', async () => {
    for (let round = 0; round < 8; round++) {
      await priceBasic(5);
      const shown = await basicQuote();
      const [placed] = await Promise.all([placeBasic(shown.version), priceBasic(10_000)]);
      if (placed.status === 201) expect(contentOf(orderView, placed.body).total).toBe(5);
      else {
        expect(placed.status).toBe(409);
        expect(contentOf(quoteChanged, placed.body).quote.price).toBe(10_000);
      }
    }
  });
});

describe('the OpenAPI document', () => {
  type Schema = {
    properties?: Record<string, Schema>;
    required?: string[];
    items?: Schema;
    description?: string;
    anyOf?: Schema[];
    type?: string;
  };
  type Json = { content: Record<string, { schema: Schema }> };
  type Operation = { requestBody: Json; responses: Record<string, Json> };

  it("shows the checkout's quotes, the required quoteVersion and the 409 with the new quote", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/swagger/json' });
    const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const json = (part: Json) => part.content['application/json']!.schema;

    const placing = paths['/api/orders']!.post!;
    const body = json(placing.requestBody);
    expect(body.required).toContain('quoteVersion');
    expect(body.properties!.quoteVersion!.description).toBe(
      "the quote's version the buyer confirms; another one now answers 409",
    );
    // The new quote, or the text of the rule that refused the order (a block between the two).
    const conflict = json(placing.responses['409']!).properties!.content!;
    const [changed, refused] = conflict.anyOf!;
    expect(Object.keys(changed!.properties!)).toEqual(['reason', 'quote']);
    expect(refused!.type).toBe('string');

    const offered = json(paths['/api/gigs/{id}/checkout']!.get!.responses['200']!);
    expect(
      Object.keys(offered.properties!.content!.properties!.quotes!.items!.properties!),
    ).toEqual([
      'tier',
      'name',
      'price',
      'deliveryDays',
      'dueAt',
      'revisions',
      'fees',
      'total',
      'version',
    ]);
  });
});
