import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders } from '../../testing/orders';
import {
  createSeller,
  insertFeatureCatalog,
  sellerGigApi,
  type Caller,
} from '../../testing/seller-gigs';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { gigs } from '../gigs/gigs-schema';
import { reviews } from '../reviews/reviews-schema';

/** The web app's index.html as its build writes it: the site's own title and description. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Giglane: find freelance services for your business."
    />
    <title>Giglane · Freelance services marketplace</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const ORIGIN = 'https://giglane.example';

let t: TestApp;
let root: string;
let seller: Caller;
let buyer: Caller;
let catalog: Awaited<ReturnType<typeof insertFeatureCatalog>>;
let gigId: number;
let pausedGigId: number;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'giglane-heads-'));
  await writeFile(path.join(root, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webRoot: root, publicUrl: ORIGIN });
  catalog = await insertFeatureCatalog(t);
  seller = await createSeller(t, 'Anna Nguyen');
  buyer = await t.createUser({ name: 'Ben Buyer' });
  const api = sellerGigApi(t);
  const gig = await api.createListedGig(seller, catalog.logo, {
    title: 'I will design a <bold> logo & brand for $&',
    basicPrice: 35,
  });
  gigId = gig.id;
  const paused = await api.createListedGig(seller, catalog.logo, { title: 'I will draw icons' });
  pausedGigId = paused.id;
  // A verified review (from a completed order) of 5 stars, and an open-form one of 1 star.
  const [order] = await insertOrders(t.db, [
    { gigId, buyerId: buyer.id, orderedOn: '2026-02-01', state: 'completed' },
  ]);
  await t.db.insert(reviews).values([
    {
      gigId,
      reviewerId: buyer.id,
      reviewedOn: '2026-02-03',
      stars: 5,
      orderId: order!.id,
      counted: true,
      publishedAt: new Date(),
    },
    { gigId, reviewerId: buyer.id, reviewedOn: '2026-02-04', stars: 1 },
  ]);
  await insertOrders(t.db, [
    { gigId: pausedGigId, buyerId: buyer.id, orderedOn: '2026-02-01', state: 'completed' },
  ]);
  await t.db.update(gigs).set({ status: 'paused' }).where(eq(gigs.id, pausedGigId));
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** A page's HTML as a crawler fetches it: no script runs, no cookie unless given. */
async function page(url: string, token?: string) {
  const response = await fetch(`${await t.origin()}${url}`, {
    // A browser's navigation sends the web app's session cookie, never an Authorization header.
    headers: token ? { cookie: `theme=dark; accessToken=${encodeURIComponent(token)}` } : {},
  });
  return { status: response.status, html: await response.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

describe("public pages' first HTML", () => {
  it('gives a gig page its title, description, canonical address, previews and structured data', async () => {
    const { status, html } = await page(`/jobdetail/${gigId}`);
    expect(status).toBe(200);
    // Escaped in the head, and a `$&` in it is text.
    expect(titleOf(html)).toBe(
      'I will design a &lt;bold&gt; logo &amp; brand for $&amp; | Giglane',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaOf(html, 'description')).toMatch(/^From US\$35\. /);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/jobdetail/${gigId}`);
    expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}/jobdetail/${gigId}`);
    expect(metaOf(html, 'og:title')).toBe(titleOf(html));
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'robots')).toBeUndefined();

    const [service, trail] = structuredData(html);
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'I will design a <bold> logo & brand for $&',
      url: `${ORIGIN}/jobdetail/${gigId}`,
      provider: { '@type': 'Person', name: 'Anna Nguyen Studio' },
      offers: [{ '@type': 'Offer', price: 35, priceCurrency: 'USD' }],
      // The open form's one star is not a verified review: only the order's five count.
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
    });
    // No text of the gig's can close the script element.
    expect(html).not.toContain('<bold>');
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/home` },
        { position: 2, name: 'Graphics & Design', item: `${ORIGIN}/jobtype/${catalog.categoryId}` },
        { position: 3, name: 'Logo Design', item: `${ORIGIN}/categories/${catalog.logo}` },
        { position: 4, item: `${ORIGIN}/jobdetail/${gigId}` },
      ],
    });
  });

  it('gives a seller page a profile, and the catalog, search and rules pages their own titles', async () => {
    const seller_ = await page(`/seller/${seller.id}`);
    expect(seller_.status).toBe(200);
    expect(titleOf(seller_.html)).toBe('Anna Nguyen Studio | Giglane');
    expect(metaOf(seller_.html, 'description')).toBe(
      'Anna Nguyen Studio: Logos and brands that people remember. 1 gig on Giglane.',
    );
    expect(metaOf(seller_.html, 'og:type')).toBe('profile');
    expect(structuredData(seller_.html)[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Anna Nguyen Studio' },
    });

    const expected: [string, string][] = [
      [`/categories/${catalog.logo}`, 'Logo Design | Giglane'],
      [`/jobtype/${catalog.categoryId}`, 'Graphics & Design | Giglane'.replace('&', '&amp;')],
      ['/search/logo%20design', 'Results for &quot;logo design&quot; | Giglane'],
      ['/terms', 'Terms of Service | Giglane'],
    ];
    expect((await page('/search/100%25%zz')).status).toBe(400);
    for (const [url, title] of expected) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(titleOf(html), url).toBe(title);
      expect(canonicalOf(html), url).toBe(`${ORIGIN}${url}`);
    }
    const home = await page('/home');
    expect(structuredData(home.html)[0]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: `${ORIGIN}/search/{search_term_string}` },
    });
  });

  it('answers 404 with the app for a gig, seller or category that does not exist', async () => {
    for (const url of [
      '/jobdetail/999999',
      '/jobdetail/not-a-number',
      '/jobdetail/99999999999',
      '/seller/999999',
      `/seller/${buyer.id}`,
      '/categories/999999',
      '/jobtype/999999',
      '/users/999999',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain('<div id="root">');
      expect(metaOf(html, 'robots'), url).toBe('noindex');
      expect(titleOf(html), url).toMatch(/ not found \| Giglane$/);
    }
  });

  it('shows a paused gig to its past buyers only, never to search engines', async () => {
    const stranger = await t.createUser({ name: 'Sara Stranger' });
    expect((await page(`/jobdetail/${pausedGigId}`)).status).toBe(404);
    expect((await page(`/jobdetail/${pausedGigId}`, stranger.token)).status).toBe(404);
    const forBuyer = await page(`/jobdetail/${pausedGigId}`, buyer.token);
    expect(forBuyer.status).toBe(200);
    expect(titleOf(forBuyer.html)).toBe('I will draw icons | Giglane');
    expect(metaOf(forBuyer.html, 'robots')).toBe('noindex');
  });

  it("titles a buyer's public profile with their name, and keeps it out of search engines", async () => {
    const profile = await page(`/users/${buyer.id}`);
    expect(profile.status).toBe(200);
    expect(titleOf(profile.html)).toBe('Ben Buyer · Buyer profile | Giglane');
    expect(metaOf(profile.html, 'robots')).toBe('noindex');
  });

  it("answers 404 for a suspended seller's page and gigs, and a hidden gig, to strangers", async () => {
    const api = sellerGigApi(t);
    const suspended = await createSeller(t, 'Sid Suspended');
    const held = await api.createListedGig(suspended, catalog.logo, { title: 'I will edit video' });
    const hidden = await api.createListedGig(seller, catalog.logo, { title: 'I will draw maps' });
    const admin = await t.createAdmin();
    const act = (target: string, action: string) =>
      call(t.app, 'POST', `/api/admin/reports/${target}/actions`, {
        token: admin.token,
        body: { action, note: 'Breaks the rules' },
      });
    expect((await act(`user/${suspended.id}`, 'suspend-user')).status).toBe(200);
    expect((await act(`gig/${hidden.id}`, 'hide-gig')).status).toBe(200);

    const stranger = await t.createUser({ name: 'Sue Stranger' });
    for (const url of [
      `/seller/${suspended.id}`,
      `/jobdetail/${held.id}`,
      `/jobdetail/${hidden.id}`,
    ])
      for (const token of [undefined, stranger.token]) {
        const { status, html } = await page(url, token);
        expect(status, url).toBe(404);
        expect(metaOf(html, 'robots'), url).toBe('noindex');
      }
    // Its seller still reads a hidden gig's page, kept from search engines.
    const own = await page(`/jobdetail/${hidden.id}`, seller.token);
    expect(own.status).toBe(200);
    expect(metaOf(own.html, 'robots')).toBe('noindex');
  });

  it('tells search engines to leave the signed-in areas alone', async () => {
    for (const url of [
      '/orders',
      '/inbox',
      '/admin/manageuser',
      '/seller-dashboard/gigs',
      '/profile',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(metaOf(html, 'robots'), url).toBe('noindex');
      expect(canonicalOf(html), url).toBeUndefined();
    }
  });
});

describe('behind a proxy, with no PUBLIC_URL', () => {
  let proxied: TestApp;
  let proxiedGigId: number;
  beforeAll(async () => {
    // One hop trusted (TRUST_PROXY=1): the proxy's X-Forwarded-Proto and -Host name the site.
    proxied = await createTestApp({ webRoot: root, trustProxy: 1 });
    const proxiedCatalog = await insertFeatureCatalog(proxied);
    const owner = await createSeller(proxied, 'Anna Nguyen');
    ({ id: proxiedGigId } = await sellerGigApi(proxied).createListedGig(
      owner,
      proxiedCatalog.logo,
      { title: 'I will design a logo' },
    ));
  });
  afterAll(() => proxied.close());

  const fetchThroughProxy = async (url: string) =>
    fetch(`${await proxied.origin()}${url}`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' },
    });

  it('addresses pages, pictures, robots.txt and sitemaps at the address the visitor used', async () => {
    const html = await (await fetchThroughProxy(`/jobdetail/${proxiedGigId}`)).text();
    expect(canonicalOf(html)).toBe(`https://shop.example/jobdetail/${proxiedGigId}`);
    expect(metaOf(html, 'og:url')).toBe(`https://shop.example/jobdetail/${proxiedGigId}`);
    expect(metaOf(html, 'og:image')).toMatch(/^https:\/\/shop\.example\//);
    expect(structuredData(html)[0]).toMatchObject({
      url: `https://shop.example/jobdetail/${proxiedGigId}`,
    });

    const robots = await (await fetchThroughProxy('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    const index = await (await fetchThroughProxy('/sitemap.xml')).text();
    const locations = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations.length).toBeGreaterThan(0);
    for (const loc of locations) expect(loc).toMatch(/^https:\/\/shop\.example\/sitemap/);
  });

  it('takes no forwarded address where no proxy is trusted', async () => {
    const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    // PUBLIC_URL set: it names the site, whatever a request says.
    const named = await fetch(`${await t.origin()}/jobdetail/${gigId}`, { headers: forged });
    expect(canonicalOf(await named.text())).toBe(`${ORIGIN}/jobdetail/${gigId}`);
    // Neither PUBLIC_URL nor TRUST_PROXY: the server's own address, never the forged one.
    const direct = await createTestApp({ webRoot: root });
    try {
      const origin = await direct.origin();
      const robots = await (await fetch(`${origin}/robots.txt`, { headers: forged })).text();
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(robots).not.toContain('evil.example');
    } finally {
      await direct.close();
    }
  });
});
