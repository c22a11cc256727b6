import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SellerGig } from '@giglane/contract/gig-offers';
import { checkout, orderView, type OrderView } from '@giglane/contract/orders';
import {
  createSeller,
  insertFeatureCatalog,
  packageBody,
  sellerGigApi,
  type Caller,
} from './seller-gigs';
import type { Database } from '../db/client';
import { gigs, orders } from '../db/schema';
import {
  boughtColumns,
  createOrdersRepository,
  type BoughtColumn,
} from '../modules/orders/orders-repository';
import { legacyBasicOf } from '../modules/orders/original-orders';
import { call, contentOf, type TestApp } from './test-app';

/*
 * Orders made through the API as the checkout and the order page make them, for the tests of
 * orders, their completion and their reviews.
 */

/** An order as a test writes it straight into the table: its seller and package are added. */
export type OrderRow = Omit<typeof orders.$inferInsert, BoughtColumn | 'sellerId' | 'placedAt'> & {
  placedAt?: Date;
};

/**
 * Writes orders straight into the table, each with what the orders' service copies into one: its
 * gig's seller and Basic package as they are now (the gig's own fields for a gig without one,
 * as the original API's booking buys), placed at the start of its order date unless it says
 * otherwise. Answers their ids, in order.
 */
export async function insertOrders(db: Database, rows: OrderRow[]): Promise<{ id: number }[]> {
  const repo = createOrdersRepository(db);
  const values = [];
  for (const { placedAt, ...row } of rows) {
    const [gig] = await db
      .select({
        sellerId: gigs.sellerId,
        price: gigs.price,
        shortDescription: gigs.shortDescription,
        deliveryDays: gigs.deliveryDays,
      })
      .from(gigs)
      .where(eq(gigs.id, row.gigId));
    const bought = (await repo.findOffer(db, row.gigId, 'basic')) ?? legacyBasicOf(gig!);
    values.push({
      ...row,
      sellerId: gig!.sellerId,
      placedAt: placedAt ?? sql`${row.orderedOn}::timestamptz`,
      ...boughtColumns(bought),
    });
  }
  return db.insert(orders).values(values).returning({ id: orders.id });
}

/** A multipart body of text fields and files, as a browser's FormData sends it; spread into `call`. */
export function multipart(
  fields: Record<string, string>,
  /** A file without a name is sent as a part without `filename`, as some clients do. */
  files: { name?: string; bytes: Buffer; part?: string; type?: string }[],
) {
  const boundary = `----giglane${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.part ?? 'files'}"` +
          (file.name === undefined ? '' : `; filename="${file.name}"`) +
          `\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small PDF that starts and ends as one. */
export const smallPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

/**
 * A seller with a listed gig of three packages (Basic US$20 in 3 days with 2 revisions,
 * Standard US$45 in 4 days with 1, Premium US$90 in 2 days, unlimited), and a buyer.
 */
export async function orderWorld(t: TestApp) {
  const catalog = await insertFeatureCatalog(t);
  const seller = await createSeller(t, 'Sam Seller');
  const buyer = await t.createUser({ name: 'Bao Buyer' });
  const api = sellerGigApi(t);
  const gig: SellerGig = await api.createListedGig(seller, catalog.logo, {
    title: 'I will design a logo for your shop',
  });
  const world = { catalog, seller, buyer, gig, api };
  await priceThreePackages(world);
  return world;
}

/** The world's gig priced as it starts: Basic, Standard and Premium. */
export async function priceThreePackages(world: {
  api: ReturnType<typeof sellerGigApi>;
  gig: SellerGig;
  seller: Caller;
}) {
  const priced = await world.api.reply(
    'PUT',
    `/api/seller-gigs/${world.gig.id}/pricing`,
    world.seller.token,
    {
      basic: packageBody({ features: [] }),
      standard: packageBody({ name: 'Standard', price: 45, deliveryDays: 4, revisions: 1 }),
      premium: packageBody({ name: 'Premium', price: 90, deliveryDays: 2, revisions: null }),
    },
  );
  expect(priced.status).toBe(200);
}

/** Calls of the order endpoints. */
export function ordersApi(t: TestApp) {
  return {
    async setRequirements(gigId: number, seller: Caller, questions: string[]) {
      const saved = await call(t.app, 'PUT', `/api/seller-gigs/${gigId}/requirements`, {
        token: seller.token,
        body: { questions },
      });
      expect(saved.status).toBe(200);
    },

    /** Places an order confirming the quote the checkout shows now, unless the body names one. */
    async place(token: string | undefined, body: Record<string, unknown>) {
      const quoteVersion = body.quoteVersion ?? (await this.quoteVersion(body.gigId, body.package));
      return call(t.app, 'POST', '/api/orders', {
        token,
        body: { idempotencyKey: randomUUID(), quoteVersion, ...body },
      });
    },

    /** The checkout's quote of a package now; for a gig without one, a version that matches none. */
    async quoteVersion(gigId: unknown, tier: unknown): Promise<string> {
      const reply = await call(t.app, 'GET', `/api/gigs/${String(gigId)}/checkout`);
      const quote =
        reply.status === 200
          ? contentOf(checkout, reply.body).quotes.find((offer) => offer.tier === tier)
          : undefined;
      return quote?.version ?? '0'.repeat(32);
    },

    /** Places the order and answers it as the buyer sees it. */
    async placed(buyer: Caller, body: Record<string, unknown>): Promise<OrderView> {
      const reply = await this.place(buyer.token, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return contentOf(orderView, reply.body);
    },

    view(id: number, token?: string) {
      return call(t.app, 'GET', `/api/orders/${id}`, { token });
    },

    async viewed(id: number, caller: Caller): Promise<OrderView> {
      const reply = await this.view(id, caller.token);
      expect(reply.status).toBe(200);
      return contentOf(orderView, reply.body);
    },

    answer(id: number, token: string | undefined, answers: unknown) {
      return call(t.app, 'PUT', `/api/orders/${id}/requirements`, { token, body: { answers } });
    },

    deliver(
      id: number,
      token: string | undefined,
      message: string,
      files: { name?: string; bytes: Buffer }[] = [],
    ) {
      return call(t.app, 'POST', `/api/orders/${id}/deliveries`, {
        token,
        ...multipart({ message }, files),
      });
    },

    askRevision(id: number, token: string | undefined, note = 'Make the logo bigger') {
      return call(t.app, 'POST', `/api/orders/${id}/revision-requests`, { token, body: { note } });
    },

    accept(id: number, token: string | undefined) {
      return call(t.app, 'POST', `/api/orders/${id}/accept`, { token });
    },

    cancel(id: number, token: string | undefined, reason = 'Plans changed') {
      return call(t.app, 'POST', `/api/orders/${id}/cancel`, { token, body: { reason } });
    },
  };
}

/** A completed order of the world's gig, bought by `buyer` (the world's buyer by default): its id. */
export async function completedOrder(
  t: TestApp,
  world: Awaited<ReturnType<typeof orderWorld>>,
  buyer: Caller = world.buyer,
) {
  const api = ordersApi(t);
  const placed = await api.placed(buyer, { gigId: world.gig.id, package: 'basic' });
  await api.deliver(placed.id, world.seller.token, 'Done');
  const accepted = await api.accept(placed.id, buyer.token);
  expect(contentOf(orderView, accepted.body).state).toBe('completed');
  return placed.id;
}
