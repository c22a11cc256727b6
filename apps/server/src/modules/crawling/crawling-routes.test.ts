import { eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { gigs } from '../gigs/gigs-schema';
import { insertJob } from '../../testing/catalog';
import { planOf, planSteps, recordStatements } from '../../testing/query-plans';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { IDS_PER_SITEMAP } from './sitemaps';

let t: TestApp;
const ORIGIN = 'https://giglane.example';
const ids: Record<'active' | 'paused' | 'archived' | 'draft', number> = {
  active: 0,
  paused: 0,
  archived: 0,
  draft: 0,
};
let sellerId: number;
let idleSellerId: number;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: ORIGIN });
  sellerId = (await t.createUser({ name: 'Sasha Sitemap' })).id;
  idleSellerId = (await t.createUser({ name: 'Ida Idle' })).id;
  for (const status of Object.keys(ids) as (keyof typeof ids)[]) {
    const gigId = await insertJob(t.db, { name: `A ${status} gig`, sellerId });
    await t.db.update(gigs).set({ status }).where(eq(gigs.id, gigId));
    ids[status] = gigId;
  }
  // The idle seller's only gig is paused: they have no public page worth listing.
  const paused = await insertJob(t.db, { name: 'Paused only', sellerId: idleSellerId });
  await t.db.update(gigs).set({ status: 'paused' }).where(eq(gigs.id, paused));
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** A sitemap file's body, checked well-formed, and its addresses. */
function locationsOf(body: string): string[] {
  expect(XMLValidator.validate(body)).toBe(true);
  const xml = parser.parse(body) as {
    urlset?: { url?: { loc: string }[] };
    sitemapindex?: { sitemap?: { loc: string }[] };
  };
  return (xml.urlset?.url ?? xml.sitemapindex?.sitemap ?? []).map((entry) => entry.loc);
}

describe('crawling', () => {
  it('robots.txt keeps crawlers out of the signed-in areas and names the sitemap', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toContain('User-agent: *');
    for (const path of ['/admin/', '/inbox', '/orders', '/seller-dashboard/', '/api/'])
      expect(reply.body).toContain(`Disallow: ${path}\n`);
    expect(reply.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('indexes one file of pages and one per 50,000 ids of gigs and of sellers', async () => {
    const reply = await get('/sitemap.xml');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/xml/);
    const files = locationsOf(reply.body);
    const gigFiles = Math.ceil(ids.active / IDS_PER_SITEMAP);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      ...Array.from({ length: gigFiles }, (_, i) => `${ORIGIN}/sitemaps/gigs-${i + 1}.xml`),
      ...Array.from(
        { length: Math.ceil(sellerId / IDS_PER_SITEMAP) },
        (_, i) => `${ORIGIN}/sitemaps/sellers-${i + 1}.xml`,
      ),
    ]);
    for (const file of files)
      expect((await get(file.slice(ORIGIN.length))).statusCode, file).toBe(200);
  });

  it('lists listed gigs only, with when each changed: paused, archived and drafts leave it', async () => {
    const file = Math.ceil(ids.active / IDS_PER_SITEMAP);
    const reply = await get(`/sitemaps/gigs-${file}.xml`);
    const listed = locationsOf(reply.body);
    expect(listed).toContain(`${ORIGIN}/jobdetail/${ids.active}`);
    for (const hidden of [ids.paused, ids.archived, ids.draft])
      expect(listed).not.toContain(`${ORIGIN}/jobdetail/${hidden}`);
    expect(reply.body).toMatch(
      new RegExp(`<loc>${ORIGIN}/jobdetail/${ids.active}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    // Every address listed is a listed gig.
    const listedIds = listed.map((location) => Number(location.split('/').at(-1)));
    const statuses = await queryRows<{ status: string }>(
      t.db,
      sql`select distinct status from jobs where id = any(${sql.param(listedIds)}::int[])`,
    );
    expect(statuses).toEqual([{ status: 'active' }]);
  });

  it("reads a gigs file off the listed gigs' covering index alone, never their rows", async () => {
    // Index-only scans need the visibility map a vacuum sets, as autovacuum does on a live server.
    await t.db.execute(sql`vacuum analyze jobs`);
    const statements = await recordStatements(t.db, () => get('/sitemaps/gigs-1.xml'));
    const read = statements.find(({ text }) => /"updated_at"/.test(text));
    expect(planSteps(await planOf(t.db, read!))).toContain('Index Only Scan on jobs_sitemap_idx');
  });

  it('lists the sellers who have a listed gig, the home page, the rules pages and the catalog', async () => {
    const sellers = locationsOf(
      (await get(`/sitemaps/sellers-${Math.ceil(sellerId / IDS_PER_SITEMAP)}.xml`)).body,
    );
    expect(sellers).toContain(`${ORIGIN}/seller/${sellerId}`);
    expect(sellers).not.toContain(`${ORIGIN}/seller/${idleSellerId}`);
    const pages = locationsOf((await get('/sitemaps/pages.xml')).body);
    for (const path of ['/home', '/help', '/terms', '/privacy'])
      expect(pages).toContain(`${ORIGIN}${path}`);
  });

  it('answers a file past the last, or of another kind, with a plain 404', async () => {
    for (const url of [
      '/sitemaps/gigs-999999.xml',
      '/sitemaps/gigs-0.xml',
      '/sitemaps/users-1.xml',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
    }
  });
});
