import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@giglane/contract/page-heads';
import { sql } from 'drizzle-orm';
import { builtWebRoot } from '../testing/built-web';
import { countStatements } from '../testing/statement-count';
import {
  createSeller,
  insertFeatureCatalog,
  sellerGigApi,
  type Caller,
} from '../testing/seller-gigs';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * Decision 059: a public page is rendered once for every visitor who is not signed in, and
 * rendered again as soon as anything it shows changes, whoever changed it.
 */
let t: TestApp;
let seller: Caller;
let catalog: Awaited<ReturnType<typeof insertFeatureCatalog>>;
let gigId: number;

beforeAll(async () => {
  // No worker: the statements counted are the pages' own.
  t = await createTestApp({ webRoot: builtWebRoot(), worker: 'off' });
  catalog = await insertFeatureCatalog(t);
  seller = await createSeller(t, 'Anna Nguyen');
  gigId = (
    await sellerGigApi(t).createListedGig(seller, catalog.logo, {
      title: 'I will design a modern logo',
      basicPrice: 35,
    })
  ).id;
}, 180_000);
afterAll(() => t.close());

/** A page as a browser fetches it, with the web app's session cookie when signed in. */
async function page(url: string, token?: string) {
  const response = await fetch(`${await t.origin()}${url}`, {
    headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
  });
  return { status: response.status, html: await response.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('public pages kept for visitors who are not signed in', () => {
  it('renders a page once, and again as soon as what it shows changes', async () => {
    const sent = countStatements(t.db);
    const first = await page(`/jobdetail/${gigId}`);
    expect(first.status).toBe(200);
    expect(titleOf(first.html)).toBe('I will design a modern logo | Giglane');
    expect(sent.statements().length).toBeGreaterThan(0);

    // The next visitor gets the same page without a read of the database.
    sent.reset();
    const second = await page(`/jobdetail/${gigId}`);
    expect(second).toEqual(first);
    expect(sent.statements()).toEqual([]);

    // The seller renames the gig: the next visitors see the new title. PostgreSQL tells of the
    // change on the listening connection as the write commits, a moment before or after its reply.
    const pageTitle = async () => titleOf((await page(`/jobdetail/${gigId}`)).html);
    const renamed = await sellerGigApi(t).reply(
      'PUT',
      `/api/seller-gigs/${gigId}/overview`,
      seller.token,
      { title: 'I will design a bold, modern logo', subcategoryId: catalog.logo, tags: ['logo'] },
    );
    expect(renamed.status).toBe(200);
    await expect.poll(pageTitle).toBe('I will design a bold, modern logo | Giglane');

    // A write that no API made, a cascade or an admin's SQL, is heard too.
    await t.db.execute(
      sql`update jobs set name = 'I will draw a friendly mascot' where id = ${gigId}`,
    );
    await expect.poll(pageTitle).toBe('I will draw a friendly mascot | Giglane');

    // A sweep that finds nothing to change changes no page: the next visitor is served as before.
    await t.db.execute(sql`update hires set hired_on = hired_on where id = -1`);
    await t.db.execute(sql`delete from comments where id = -1`);
    sent.reset();
    expect(await pageTitle()).toBe('I will draw a friendly mascot | Giglane');
    expect(sent.statements()).toEqual([]);
  });

  it("keeps a missing record's 404 page too", async () => {
    const sent = countStatements(t.db);
    expect((await page('/seller/999999')).status).toBe(404);
    sent.reset();
    expect((await page('/seller/999999')).status).toBe(404);
    expect(sent.statements()).toEqual([]);
  });

  it('renders every page of a signed-in visitor for them', async () => {
    const buyer = await t.createUser({ name: 'Ben Buyer' });
    const sent = countStatements(t.db);
    for (let visit = 0; visit < 2; visit += 1) {
      sent.reset();
      expect((await page(`/jobdetail/${gigId}`, buyer.token)).status).toBe(200);
      expect(sent.statements().length).toBeGreaterThan(0);
    }
  });

  it('keeps pages apart by their query and by the address they were asked at', async () => {
    const plain = await page('/search/logo');
    const second = await page('/search/logo?page=2');
    expect(plain.html).not.toEqual(second.html);
    // The same page asked at two host names names each its own host in its links.
    for (const host of ['giglane.example', 'www.giglane.example']) {
      const atHost = await t.app.inject({ url: '/search/logo', headers: { host } });
      expect(atHost.body).toContain(`<link rel="canonical" href="http://${host}/search/logo">`);
    }
  });
});
