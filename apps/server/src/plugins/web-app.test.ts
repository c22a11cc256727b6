import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIG_PAGE_PICTURE_SIZES } from '@giglane/contract/gig-offer-values';
import { gigPictures, subcategories, gigs } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * A built web app as Vite writes it: HTML, hashed chunks (some precompressed), the manifest and
 * the router's page table.
 */
async function writeWebApp(root: string) {
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(root, '.vite'), { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" href="/assets/api-client-1.js"></head><body></body></html>',
  );
  const entry = `console.log(${JSON.stringify('the entry '.repeat(400))});`;
  await writeFile(path.join(root, 'assets/index-1.js'), entry);
  await writeFile(path.join(root, 'assets/index-1.js.br'), brotliCompressSync(entry));
  await writeFile(path.join(root, 'assets/index-1.js.map'), '{"sources":["src/main.tsx"]}');
  for (const name of [
    'api-client-1',
    'gig-page-1',
    'star-rating-1',
    'landing-page-1',
    'seller-area-1',
    'seller-orders-1',
  ])
    await writeFile(path.join(root, `assets/${name}.js`), `export const name = '${name}';`);
  await writeFile(
    path.join(root, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_api-client.js'] },
      '_api-client.js': { file: 'assets/api-client-1.js' },
      '_star-rating.js': { file: 'assets/star-rating-1.js', imports: ['_api-client.js'] },
      'src/app/routes/gig.tsx': {
        file: 'assets/gig-page-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_star-rating.js'],
      },
      'src/app/routes/landing.tsx': {
        file: 'assets/landing-page-1.js',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
      'src/app/routes/seller-area.tsx': {
        file: 'assets/seller-area-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_api-client.js'],
      },
      'src/app/routes/seller-orders.tsx': {
        file: 'assets/seller-orders-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_star-rating.js'],
      },
    }),
  );
  await writeFile(
    path.join(root, '.vite/pages.json'),
    JSON.stringify([
      { page: 'landing', modules: ['src/app/routes/landing.tsx'] },
      { page: 'home', modules: ['src/app/routes/landing.tsx'] },
      { page: 'gig', modules: ['src/app/routes/gig.tsx'] },
      {
        page: 'sellerOrders',
        modules: ['src/app/routes/seller-area.tsx', 'src/app/routes/seller-orders.tsx'],
      },
    ]),
  );
}

let t: TestApp;
let root: string;
let gigId: number;
let galleryGigId: number;
let draftGigId: number;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'giglane-web-'));
  await writeWebApp(root);
  t = await createTestApp({ webRoot: root, publicUrl: 'https://giglane.example' });
  const seller = await t.createUser();
  const [detail] = await t.db.insert(subcategories).values({ name: 'Logo Design' }).returning();
  const gig = {
    price: 20,
    sellerId: seller.id,
    description: 'A logo',
    shortDescription: 'A logo',
    subcategoryId: detail!.id,
  };
  const [plain, gallery, draft] = await t.db
    .insert(gigs)
    .values([
      { ...gig, name: 'A logo', image: '/images/gig-1.webp' },
      { ...gig, name: 'A gallery', image: '/images/gig-2.webp' },
      { ...gig, name: 'A draft', image: '/images/gig-3.webp', status: 'draft' },
    ])
    .returning();
  gigId = plain!.id;
  galleryGigId = gallery!.id;
  draftGigId = draft!.id;
  await t.db.insert(gigPictures).values([
    {
      gigId: galleryGigId,
      position: 0,
      path: '/images/gig-2.webp',
      width: 1600,
      height: 900,
      widths: [960, 480],
    },
    {
      gigId: galleryGigId,
      position: 1,
      path: '/images/gig-2b.webp',
      width: 1600,
      height: 900,
      widths: [480, 960],
    },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The HTML's hints: its preload links (the page's head has links of its own, page-heads.test). */
const links = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map(([tag]) => tag);

describe('the web app', () => {
  it('answers every page path with the HTML, never cached, and API paths with JSON 404s', async () => {
    for (const url of ['/', '/home', '/search/logo?page=2', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<script type="module" src="/assets/index-1.js">');
    }
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    const missing = await get('/assets/missing-1.js');
    expect(missing.statusCode).toBe(404);
    // Outside the API a missing file is a plain 404, not the API's envelope in Vietnamese.
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.body).toBe('Not found');
    expect((await get('/wp-login.php')).body).toBe('Not found');
  });

  it("names a gig page's chunks and its picture in the HTML, beyond what the entry loads", async () => {
    const response = await get(`/jobdetail/${gigId}`);
    expect(links(response.body)).toEqual([
      // The picture's URL as the API gives it, so the page's <img> finds it already loading;
      // before the scripts, so the browser asks for it before their chunks.
      '<link rel="preload" as="image" fetchpriority="high" href="https://giglane.example/images/gig-1.webp">',
      '<link rel="modulepreload" href="/assets/api-client-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/gig-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/star-rating-1.js">',
    ]);
    expect(response.body.indexOf('as="image"')).toBeLessThan(
      response.body.indexOf('<script type="module"'),
    );
  });

  it("preloads a gallery's cover as the gig page's <img> shows it: every size, at the page's sizes", async () => {
    const picture = links((await get(`/jobdetail/${galleryGigId}`)).body).filter((tag) =>
      tag.includes('as="image"'),
    );
    const url = (path: string) => `https://giglane.example${path}`;
    expect(picture).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="' +
        `${url('/images/gig-2-w480.webp')} 480w, ${url('/images/gig-2-w960.webp')} 960w, ` +
        `${url('/images/gig-2.webp')} 1600w" imagesizes="${GIG_PAGE_PICTURE_SIZES}">`,
    ]);
  });

  it('names only the chunks, with a 404, for a gig that does not exist, an id out of range or a draft', async () => {
    for (const id of [gigId + 1000, 99_999_999_999, draftGigId]) {
      const response = await get(`/jobdetail/${id}`);
      expect(response.statusCode).toBe(404);
      expect(links(response.body).join('\n')).toContain('/assets/gig-page-1.js');
      expect(response.body).not.toContain('as="image"');
    }
  });

  it("names the landing page's chunk and hero picture on / and /home, and nothing on other paths", async () => {
    for (const url of ['/', '/home']) {
      const tags = links((await get(url)).body);
      expect(tags, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/landing-page-1.js">',
      );
      expect(tags.join('\n'), url).toContain('href="/media/hero-web-design.svg"');
    }
    expect(links((await get('/no/such/page')).body)).toHaveLength(1);
  });

  it("names the chunks of a page in a layout route, the layout's first, each once", async () => {
    expect(links((await get('/seller-dashboard/orders')).body)).toEqual([
      '<link rel="modulepreload" href="/assets/api-client-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/seller-area-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/seller-orders-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/star-rating-1.js">',
    ]);
  });

  it('sends hashed assets precompressed and cached for a year, and keeps the build manifest private', async () => {
    const brotli = await get('/assets/index-1.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/);

    const plain = await get('/assets/index-1.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('the entry');

    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('keeps source maps private', async () => {
    const map = await get('/assets/index-1.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.json()).toMatchObject({ statusCode: 404, content: null });
  });

  it('sends the HTML with a policy that allows only its own scripts and no framing', async () => {
    const response = await get('/jobdetail/1');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
