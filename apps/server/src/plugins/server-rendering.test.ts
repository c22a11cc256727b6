import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema';
import { insertOrders } from '../testing/orders';
import {
  createSeller,
  insertFeatureCatalog,
  sellerGigApi,
  type Caller,
} from '../testing/seller-gigs';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The web app as `npm run build` writes it: the browser's build and the server entry beside it. */
const webDir = path.resolve(import.meta.dirname, '../../../web');
const webRoot = path.join(webDir, 'dist');

const ORIGIN = 'https://giglane.example';

let t: TestApp;
let seller: Caller;
let catalog: Awaited<ReturnType<typeof insertFeatureCatalog>>;
let gigId: number;

beforeAll(async () => {
  if (!existsSync(path.join(webDir, 'dist-server', 'entry-server.js')))
    execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'ignore' });
  t = await createTestApp({ webRoot, publicUrl: ORIGIN });
  catalog = await insertFeatureCatalog(t);
  seller = await createSeller(t, 'Anna Nguyen');
  const buyer = await t.createUser({ name: 'Ben Buyer' });
  const gig = await sellerGigApi(t).createListedGig(seller, catalog.logo, {
    title: 'I will design a <bold> logo & brand',
    basicPrice: 35,
  });
  gigId = gig.id;
  const [order] = await insertOrders(t.db, [
    { gigId, buyerId: buyer.id, orderedOn: '2026-02-01', state: 'completed' },
  ]);
  await t.db.insert(reviews).values({
    gigId,
    reviewerId: buyer.id,
    reviewedOn: '2026-02-03',
    stars: 5,
    orderId: order!.id,
    content: 'Quick, friendly and the logo is perfect',
  });
}, 180_000);
afterAll(() => t.close());

/** A page's HTML as a crawler fetches it: no script runs. */
async function page(url: string) {
  const response = await fetch(`${await t.origin()}${url}`);
  return { status: response.status, html: await response.text() };
}

describe('public pages rendered on the server', () => {
  it('gives a gig page its content', async () => {
    const { status, html } = await page(`/jobdetail/${gigId}`);
    expect(status).toBe(200);
    console.log(html);
  });
});
