import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviewHelpfulVotes, reviews } from '../db/schema';
import { builtWebRoot } from '../testing/built-web';
import { insertOrders } from '../testing/orders';
import { countStatements } from '../testing/statement-count';
import {
  createSeller,
  insertFeatureCatalog,
  sellerGigApi,
  type Caller,
} from '../testing/seller-gigs';
import { createTestApp, type TestApp } from '../testing/test-app';

const ORIGIN = 'https://giglane.example';

let t: TestApp;
let seller: Caller;
let catalog: Awaited<ReturnType<typeof insertFeatureCatalog>>;
let gigId: number;

beforeAll(async () => {
  // Every fetch renders its page: none is kept for the next visitor (page-cache.test). No worker:
  // the statements counted are the pages' and the reads' own, never a job's polling between them.
  t = await createTestApp({
    webRoot: builtWebRoot(),
    publicUrl: ORIGIN,
    pageCacheMs: 0,
    worker: 'off',
  });
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
  const [review] = await t.db
    .insert(reviews)
    .values({
      gigId,
      reviewerId: buyer.id,
      reviewedOn: '2026-02-03',
      stars: 5,
      orderId: order!.id,
      content: 'Quick, friendly and the logo is perfect',
      // A review of a completed order, published (decision 054).
      counted: true,
      publishedAt: new Date('2026-02-03'),
    })
    .returning({ id: reviews.id });
  // Two readers found it helpful.
  for (const name of ['Rae Reader', 'Sam Reader'])
    await t.db
      .insert(reviewHelpfulVotes)
      .values({ reviewId: review!.id, userId: (await t.createUser({ name })).id, helpful: true });
}, 180_000);
afterAll(() => t.close());

/** A page's HTML as a crawler fetches it: no script runs. */
async function page(url: string) {
  const response = await fetch(`${await t.origin()}${url}`);
  return { status: response.status, html: await response.text() };
}

/** What the server rendered into the app's root element, tags left out: the page's own text. */
const textOf = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replace(/\s+/g, ' ');
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
/** The state the browser hydrates from: the queries the render filled, by their keys. */
const hydratedKeys = (html: string) => {
  const json = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1];
  const state = JSON.parse(json ?? 'null') as { queries: { queries: { queryKey: unknown[] }[] } };
  return state.queries.queries.map((query) => JSON.stringify(query.queryKey));
};

describe('public pages rendered on the server', () => {
  it("gives a gig page's first HTML its title, price, packages, seller and reviews", async () => {
    const { status, html } = await page(`/jobdetail/${gigId}`);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('I will design a <bold> logo & brand');
    expect(text).toContain('Basic: Starter US$35');
    expect(text).toContain('Anna Nguyen Studio');
    expect(text).toContain('Quick, friendly and the logo is perfect');
    // Its "Helpful?" count, read with the reviews rather than after the page has loaded.
    expect(text).toMatch(/Helpful\? Yes \(\s*2\s*\)/);
    // Escaped: no text of the gig's is markup.
    expect(html).not.toContain('<bold>');
    // One picture preloaded, the one the page shows first: not React's own for every picture.
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
    // The head is the page-head service's.
    expect(canonicalOf(html)).toBe(`${ORIGIN}/jobdetail/${gigId}`);
    expect(metaOf(html, 'og:title')).toBe(
      'I will design a &lt;bold&gt; logo &amp; brand | Giglane',
    );
    const [service] = structuredData(html);
    expect(service).toMatchObject({ '@type': 'Service', offers: [{ price: 35 }] });
    // The browser finds the gig, its offer and reviews in the page and fetches none of them.
    expect(hydratedKeys(html)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"reviews","gig"'),
        expect.stringContaining('"reviews","summary"'),
        expect.stringContaining('"reviews","helpful"'),
      ]),
    );
  });

  it("reads a gig's card and offer once for the page's head and its render", async () => {
    const sent = countStatements(t.db);
    const statementsOf = async (url: string) => {
      sent.reset();
      expect((await page(url)).status).toBe(200);
      return [...sent.statements()];
    };
    const reads = [
      ...(await statementsOf(`/api/cong-viec/lay-cong-viec-chi-tiet/${gigId}`)),
      ...(await statementsOf(`/api/gigs/${gigId}/offer`)),
    ];
    const pageStatements = await statementsOf(`/jobdetail/${gigId}`);
    for (const read of reads)
      expect(pageStatements.filter((statement) => statement === read)).toHaveLength(1);
  });

  it('renders the home, catalog, search, seller and rules pages with their content', async () => {
    const pages = [
      ['/home', 'Graphics & Design'],
      [`/jobtype/${catalog.categoryId}`, 'Logo & Brand Identity'],
      // A card shortens a long title.
      [`/categories/${catalog.logo}`, 'Anna Nguyen Studio I will design a <bold> log'],
      ['/search/logo', 'Anna Nguyen Studio I will design a <bold> log'],
      [`/seller/${seller.id}`, 'Logos and brands that people remember'],
      ['/help', 'Help & Support'],
      ['/terms', 'Terms of Service'],
    ] as const;
    // React's warnings of a render (an empty `src`, a key missing) are defects of the page.
    const warned = vi.spyOn(console, 'error');
    for (const [url, content] of pages) {
      const { status, html } = await page(url);
      expect(warned, url).not.toHaveBeenCalled();
      expect(status, url).toBe(200);
      expect(textOf(html), url).toContain(content);
      expect(canonicalOf(html), url).toBe(`${ORIGIN}${url}`);
      expect(metaOf(html, 'og:url'), url).toBe(`${ORIGIN}${url}`);
    }
    warned.mockRestore();
    // The landing page quotes the latest good reviews of completed orders.
    expect(textOf((await page('/home')).html)).toContain('Quick, friendly and the logo is perfect');
    const seller_ = await page(`/seller/${seller.id}`);
    expect(structuredData(seller_.html)[0]).toMatchObject({ '@type': 'ProfilePage' });
    expect(textOf(seller_.html)).toContain('I will design a <bold> log');
    // Its reviews, with their "Helpful?" counts, as on the gig page.
    expect(textOf(seller_.html)).toContain('Quick, friendly and the logo is perfect');
    expect(textOf(seller_.html)).toMatch(/Helpful\? Yes \(\s*2\s*\)/);
  });

  it('has a rendered page ask for its stylesheet and picture before its scripts, which wait', async () => {
    const { html } = await page(`/jobdetail/${gigId}`);
    const head = html.slice(0, html.indexOf('</head>'));
    const at = (pattern: RegExp) => head.search(pattern);
    const firstScript = at(/<script type="module"|<link rel="modulepreload"/);
    expect(at(/<link rel="stylesheet"/)).toBeGreaterThan(-1);
    expect(at(/<link rel="stylesheet"/)).toBeLessThan(firstScript);
    expect(at(/<link rel="preload" as="image"/)).toBeLessThan(firstScript);
    // The page shows without them: they take what bandwidth the page's own files leave.
    const scripts = head.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
    // A page the browser renders needs its scripts to show anything: they keep their priority.
    const orders = await page('/orders');
    expect(orders.html).toMatch(/<script type="module" crossorigin/);
    expect(orders.html).not.toContain('fetchpriority="low"');
  });

  it('leaves a missing record a 404 with the app, and the signed-in areas to the browser', async () => {
    for (const url of ['/jobdetail/999999', '/seller/999999', '/categories/999999']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain('<div id="root"></div>');
    }
    const orders = await page('/orders');
    expect(orders.html).toContain('<div id="root"></div>');
    expect(metaOf(orders.html, 'robots')).toBe('noindex');
  });
});
