import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { searchReply } from '@giglane/contract/search';
import { queryRows } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { reviews } from '../reviews/reviews-schema';
import { insertCatalog } from '../../testing/catalog';
import { insertOrders } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';

/*
 * A keyword's matches are read from gig_search_terms (migration 0015). These tests hold it to what
 * it stands for: the whole words of every listed gig's title and tags, with gig_search's columns,
 * after every kind of write; and a keyword finds through it exactly the gigs the full-text query
 * on gig_search's words finds.
 */
let t: TestApp;
const detail = { logo: 0, writing: 0, video: 0 };
let seller = 0;
let buyer = 0;

const TITLES = [
  ['I will design a minimalist logo for your brand', 'logo', ['branding', 'vector']],
  ['I will design logos and T-shirts for your team', 'logo', []],
  ['I will draw a 3D logo mockup in Blender', 'logo', ['3d', 'render']],
  ['I will write SEO articles for your blog', 'writing', ['seo', 'copywriting']],
  ['I will write a product description that sells', 'writing', []],
  ['I will proofread and edit your e-book', 'writing', ['editing']],
  ['I will edit your YouTube videos professionally', 'video', ['youtube', 'editing']],
  ['I will create an explainer video for your app', 'video', []],
  ['I will animate your logo in 2 days', 'video', ['logo animation']],
  ['I will design a café menu and a logo', 'logo', ['café']],
  ['I will design a logo for your podcast', 'logo', ['podcast']],
  ['I will sketch three logo concepts', 'logo', ['sketch']],
] as const;

/** Rows gig_search_terms should hold: gig_search's whole words, each with its row's columns. */
async function termsMismatch(): Promise<number> {
  const columns = `sample, gig_id, detail_id, seller_level, seller_country, seller_online, price,
                   delivery_days, pro, style_mask, rating, hire_count, created_at`;
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql.raw(`select count(*)::int as n from (
               (select word, ${columns} from gig_search_terms
                except all
                select word, ${columns} from gig_search, unnest(terms) as word)
               union all
               (select word, ${columns} from gig_search, unnest(terms) as word
                except all
                select word, ${columns} from gig_search_terms)) as differences`),
  );
  return row!.n;
}

async function searchAll(keyword: string, more = '&pageSize=100') {
  const reply = await call(
    t.app,
    'GET',
    `/api/cong-viec/tim-kiem?keyword=${encodeURIComponent(keyword)}${more}`,
  );
  expect(reply.status).toBe(200);
  return contentOf(searchReply, reply.body);
}

async function termsCount(): Promise<number> {
  return t.countRows('gig_search_terms');
}

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await insertCatalog(t.db, {
    jobTypes: ['Graphics', 'Writing', 'Video'],
    groups: [
      { name: 'Logo', jobType: 'Graphics' },
      { name: 'Words', jobType: 'Writing' },
      { name: 'Motion', jobType: 'Video' },
    ],
    details: ['Logo Design', 'Articles', 'Video Editing'],
    links: [
      ['Logo', 'Logo Design'],
      ['Words', 'Articles'],
      ['Motion', 'Video Editing'],
    ],
  });
  detail.logo = catalog.details['Logo Design'];
  detail.writing = catalog.details['Articles'];
  detail.video = catalog.details['Video Editing'];
  const people = await t.db
    .insert(users)
    .values(
      ['Seller', 'Buyer'].map((name, i) => ({
        name,
        email: `terms${i}@example.com`,
        passwordHash: 'not a hash: nobody signs in',
        country: 'Vietnam',
      })),
    )
    .returning({ id: users.id });
  seller = people[0]!.id;
  buyer = people[1]!.id;
  await t.db.insert(gigs).values(
    TITLES.map(([name, kind, tags], i) => ({
      name,
      tags: [...tags],
      price: 10 + i * 5,
      sellerId: seller,
      subcategoryId: detail[kind],
      description: 'Long text',
      shortDescription: 'Short text',
    })),
  );
});
afterAll(() => t.close());

describe('gig_search_terms', () => {
  it("holds every listed gig's whole words with its search columns, after every kind of write", async () => {
    expect(await termsCount()).toBeGreaterThan(TITLES.length * 5);
    expect(await termsMismatch()).toBe(0);
    const [gig] = await t.db.select({ id: gigs.id }).from(gigs).where(eq(gigs.name, TITLES[0][0]));
    const id = gig!.id;

    const writes: [string, () => Promise<unknown>][] = [
      [
        'a new title',
        () => t.db.update(gigs).set({ name: 'I will paint a mural' }).where(eq(gigs.id, id)),
      ],
      [
        'new tags',
        () =>
          t.db
            .update(gigs)
            .set({ tags: ['wall art', 'murals'] })
            .where(eq(gigs.id, id)),
      ],
      ['a new price', () => t.db.update(gigs).set({ price: 999 }).where(eq(gigs.id, id))],
      [
        'a new subcategory',
        () => t.db.update(gigs).set({ subcategoryId: detail.video }).where(eq(gigs.id, id)),
      ],
      [
        'an order',
        () => insertOrders(t.db, [{ gigId: id, buyerId: buyer, orderedOn: '2026-01-01' }]),
      ],
      [
        'a review',
        () =>
          t.db
            .insert(reviews)
            .values({ gigId: id, reviewerId: buyer, reviewedOn: '2026-01-02', stars: 4 }),
      ],
      [
        "the seller's country",
        () => t.db.update(users).set({ country: 'Germany' }).where(eq(users.id, seller)),
      ],
      [
        "the seller's level",
        () => t.db.update(users).set({ sellerLevel: 2 }).where(eq(users.id, seller)),
      ],
      ['a pause', () => t.db.update(gigs).set({ status: 'paused' }).where(eq(gigs.id, id))],
      ['a return', () => t.db.update(gigs).set({ status: 'active' }).where(eq(gigs.id, id))],
      ['a rebuild', () => t.db.execute(sql`select gig_search_rebuild()`)],
    ];
    for (const [what, write] of writes) {
      await write();
      expect(await termsMismatch(), what).toBe(0);
    }
    const words = await queryRows<{ word: string }>(
      t.db,
      sql`select word from gig_search_terms where gig_id = ${id} order by word`,
    );
    expect(words.map((row) => row.word)).toEqual([
      'a',
      'art',
      'i',
      'mural',
      'murals',
      'paint',
      'wall',
      'will',
    ]);

    await t.db.update(gigs).set({ status: 'paused' }).where(eq(gigs.id, id));
    expect(
      await queryRows(t.db, sql`select 1 from gig_search_terms where gig_id = ${id}`),
    ).toHaveLength(0);
    await t.db.delete(gigs).where(eq(gigs.name, TITLES[1][0]));
    expect(await termsMismatch()).toBe(0);
  });

  // "logo design" is matched on gig_search's words, its page sorted from the facet pass's read.
  it.each([
    ['a word', 'edit', 'edit', undefined],
    ['several words', 'logo design', 'logo & design', undefined],
    ['several words within a budget', 'logo design', 'logo & design', 60],
  ])(
    "pages one gig at a time through %s, its title matches first, then its subcategory's",
    async (_, keyword, tsquery, maxPrice) => {
      // The planner's figures as a live database has them: a search weighs how to read its
      // matches by how many gigs are listed.
      await t.db.execute(sql`analyze gig_search`);
      const budget = maxPrice === undefined ? '' : `&maxPrice=${maxPrice}`;
      const all = await searchAll(keyword, `&pageSize=100${budget}`);
      const paged: number[] = [];
      for (let page = 1; page <= all.totalRow + 1; page++) {
        const reply = await searchAll(keyword, `&pageSize=1&pageIndex=${page}${budget}`);
        paged.push(...reply.data.map((row) => row.id));
      }
      expect(paged).toEqual(all.data.map((row) => row.id));
      const within = sql`price <= ${maxPrice ?? 1_000_000}`;
      const matches = await queryRows<{ gig_id: number }>(
        t.db,
        sql`select gig_id from gig_search
             where (words @@ to_tsquery('english', ${tsquery})
                    or detail_id in (select id from job_details
                                      where words @@ to_tsquery('english', ${tsquery})))
               and ${within}
             order by gig_id`,
      );
      expect(paged.toSorted((a, b) => a - b)).toEqual(matches.map((row) => row.gig_id));
      const titled = await queryRows<{ gig_id: number }>(
        t.db,
        sql`select gig_id from gig_search where words @@ to_tsquery('english', ${tsquery}) and ${within}`,
      );
      const titledIds = new Set(titled.map((row) => row.gig_id));
      expect(titledIds.size).toBeGreaterThan(0);
      expect(paged.length).toBeGreaterThan(titledIds.size);
      expect(paged.slice(0, titledIds.size).every((id) => titledIds.has(id))).toBe(true);
    },
  );

  it.each([
    'logo',
    'logos',
    'log',
    'lo',
    'designing',
    'design logo',
    't-shirts',
    'shirt',
    '3d',
    '2',
    'café',
    'cafe',
    'edit',
    'editing videos',
    'youtube edit',
    'e-book',
    'seo',
    'the',
    'write for',
    'zebra',
  ])(
    'finds for "%s" exactly the gigs the full-text query on their words finds',
    async (keyword) => {
      const found = await searchAll(keyword);
      const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const query = sql.join(
        words.map((word) => sql`(to_tsquery('simple', ${word}) || to_tsquery('english', ${word}))`),
        sql` && `,
      );
      const expected = await queryRows<{ gig_id: number }>(
        t.db,
        sql`select gig_id from gig_search
           where words @@ (${query})
              or detail_id in (select id from job_details
                                where gig_search_words(name, '{}') @@ (${query}))
           order by gig_id`,
      );
      expect(found.data.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        expected.map((row) => row.gig_id),
      );
      expect(found.totalRow).toBe(expected.length);
    },
  );
});
