import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { signinReply } from '@giglane/contract/users';
import { readAll, type FileStore } from '../../lib/file-store';
import { queryRows, type Database } from '../client';
import { insertOrders } from '../../testing/orders';
import { call, contentOf, createTestApp, type TestApp } from '../../testing/test-app';
import { JOB_TYPES, NAMES, SKILLS, type JobTypeSpec } from './catalog';
import { createSellerLevelsRepository } from '../../modules/reviews/seller-levels-repository';
import { LEVEL_NAMES, levelOf } from '../../modules/reviews/seller-levels-rules';
import { DEFAULT_JOBS, planCatalog } from './plan';
import { demoAccounts, isDatabaseEmpty, seedCatalog } from './seed';

const admin = { adminEmail: 'boss@giglane.dev', adminPassword: 'boss-secret' };

let t: TestApp;
let emptyBefore: boolean;
let schemaBefore: string[];

beforeAll(async () => {
  t = await createTestApp();
  emptyBefore = await isDatabaseEmpty(t.db);
  schemaBefore = await schemaObjects(t.db);
  await seedCatalog(t.db, { ...admin, store: t.fileStore });
}, 300_000);
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db, query);

/**
 * A fingerprint of everything the seed writes except password hashes, which are salted: the rows,
 * and the pictures' bytes in the file store.
 */
async function catalogDigest(db: Database, store: FileStore): Promise<string> {
  const tables = [
    sql`select id, name from job_types order by id`,
    sql`select id, name, image, job_type_id from job_groups order by id`,
    sql`select id, name, features from job_details order by id`,
    sql`select group_id, detail_id from group_details order by group_id, detail_id`,
    sql`select name from skills order by id`,
    sql`select id, name, email, phone, birthday::text, avatar, gender, role, skill, certification,
        seller_level, country, online, created_at, seller_since, display_name, headline, languages
        from users order by id`,
    sql`select id, name, price, creator_id, image, detail_id, rating_count, rating_total, stars,
        short_description, description, delivery_days, pro, hire_count, status, tags, updated_at
        from jobs order by id`,
    sql`select * from gig_packages order by gig_id, tier`,
    sql`select * from gig_faqs order by gig_id, position`,
    sql`select * from gig_pictures order by gig_id, position`,
    sql`select id, job_id, hirer_id, hired_on::text, completed from hires order by id`,
    sql`select id, job_id, author_id, commented_on::text, content, stars from comments order by id`,
    sql`select path, key, content_type, size from images order by path`,
  ];
  const hash = createHash('sha256');
  for (const query of tables) hash.update(JSON.stringify(await queryRows(db, query)));
  const keys = await queryRows<{ key: string }>(db, sql`select key from images order by path`);
  for (const { key } of keys) hash.update(await readAll((await store.get(key))!));
  return hash.digest('hex');
}

/**
 * Every index, constraint and trigger of the tables, as the catalog defines them: what a bulk
 * load sets aside must come back exactly.
 */
async function schemaObjects(db: Database): Promise<string[]> {
  const objects = await queryRows<{ entry: string }>(
    db,
    sql`select 'index ' || indexname || ': ' || indexdef as entry
          from pg_indexes where schemaname = 'public'
        union all
        select 'constraint ' || conrelid::regclass::text || '.' || conname || ': '
               || pg_get_constraintdef(oid) || (case when convalidated then '' else ' (not valid)' end)
          from pg_constraint where connamespace = 'public'::regnamespace
        union all
        select 'trigger ' || tgrelid::regclass::text || '.' || tgname || ': ' || tgenabled::text
          from pg_trigger where not tgisinternal
        order by 1`,
  );
  return objects.map((row) => row.entry);
}

describe('the demo catalog', () => {
  it('loads into an empty database, which then counts as not empty', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });

  it('has at least 8 job types, each with 3 to 5 groups of 3 to 6 details, some shared', async () => {
    const types = await rows<{ name: string; groups: number }>(
      sql`select t.name, count(g.id)::int as groups from job_types t
          left join job_groups g on g.job_type_id = t.id group by t.id order by t.id`,
    );
    expect(types.length).toBeGreaterThanOrEqual(8);
    expect(types.map((type) => type.name)).toEqual(
      expect.arrayContaining([
        'Graphics & Design',
        'Digital Marketing',
        'Writing & Translation',
        'Video & Animation',
        'Music & Audio',
        'Programming & Tech',
        'Business',
        'Lifestyle',
      ]),
    );
    for (const type of types) expect(type.groups, type.name).toBeGreaterThanOrEqual(3);
    for (const type of types) expect(type.groups, type.name).toBeLessThanOrEqual(5);

    const groups = await rows<{ name: string; details: number }>(
      sql`select g.name, count(gd.detail_id)::int as details from job_groups g
          left join group_details gd on gd.group_id = g.id group by g.id`,
    );
    for (const group of groups) {
      expect(group.details, group.name).toBeGreaterThanOrEqual(3);
      expect(group.details, group.name).toBeLessThanOrEqual(6);
    }
    const [shared] = await rows<{ n: number }>(
      sql`select count(*)::int as n from (select detail_id from group_details
          group by detail_id having count(*) > 1) s`,
    );
    expect(shared!.n).toBeGreaterThan(0);
  });

  it('has at least 1,200 active gigs, at least 8 in every subcategory, from US$5 to 500 and mostly cheap, over two years', async () => {
    const [jobs] = await rows<{
      n: number;
      minPrice: number;
      maxPrice: number;
      median: number;
      titled: number;
      details: number;
      allDetails: number;
      oldest: number;
      newest: number;
    }>(
      sql`select count(*)::int as n, min(price) as "minPrice", max(price) as "maxPrice",
          percentile_cont(0.5) within group (order by price)::int as median,
          count(*) filter (where name like 'I will %')::int as titled,
          count(distinct detail_id)::int as details,
          (select count(*)::int from job_details) as "allDetails",
          max(now()::date - created_at::date) as oldest, min(now()::date - created_at::date) as newest
          from jobs`,
    );
    expect(jobs!.n).toBe(DEFAULT_JOBS);
    expect(jobs!.n).toBeGreaterThanOrEqual(1200);
    expect(jobs!.minPrice).toBeGreaterThanOrEqual(5);
    expect(jobs!.maxPrice).toBeLessThanOrEqual(500);
    expect(jobs!.median).toBeLessThanOrEqual(100);
    expect(jobs!.titled).toBe(jobs!.n);
    expect(jobs!.details).toBe(jobs!.allDetails);
    expect(jobs!.oldest).toBeLessThanOrEqual(731);
    expect(jobs!.oldest).toBeGreaterThan(600);
    expect(jobs!.newest).toBeGreaterThanOrEqual(2);

    const [texts] = await rows<{ titles: number; tooShort: number; tooLong: number }>(
      sql`select count(distinct name)::int as titles,
          count(*) filter (where length(description) < 400 or short_description = '')::int as "tooShort",
          count(*) filter (where length(name) > 80)::int as "tooLong"
          from jobs`,
    );
    expect(texts!.titles).toBeGreaterThan(DEFAULT_JOBS * 0.9);
    expect(texts!.tooShort).toBe(0);
    expect(texts!.tooLong).toBe(0);

    const perSubcategory = await rows<{ gigs: number }>(
      sql`select count(j.id)::int as gigs from job_details d
          left join jobs j on j.detail_id = d.id group by d.id`,
    );
    expect(Math.min(...perSubcategory.map((row) => row.gigs))).toBeGreaterThanOrEqual(8);
    const [statuses] = await rows<{ statuses: string[] }>(
      sql`select array_agg(distinct status) as statuses from jobs`,
    );
    expect(statuses!.statuses).toEqual(['active']);
  });

  it('gives every subcategory 4 to 8 features that fit it', async () => {
    const details = await rows<{ name: string; features: string[] }>(
      sql`select name, features from job_details`,
    );
    for (const detail of details) {
      expect(detail.features.length, detail.name).toBeGreaterThanOrEqual(4);
      expect(detail.features.length, detail.name).toBeLessThanOrEqual(8);
      expect(new Set(detail.features).size, detail.name).toBe(detail.features.length);
    }
    const featuresOf = (name: string) => details.find((detail) => detail.name === name)!.features;
    expect(featuresOf('Logo Design')).toEqual(
      expect.arrayContaining(['Source file', 'Vector file', '3D mockup', 'Social media kit']),
    );
    expect(featuresOf('Articles & Blog Posts')).toEqual(
      expect.arrayContaining(['SEO keywords', 'References', 'Topic research']),
    );
  });

  it('offers every gig a Basic package and up to two more, rising from Basic to Premium', async () => {
    type Package = {
      tier: number;
      name: string;
      description: string;
      price: number;
      days: number;
      revisions: number | null;
      features: string[];
      extra: string;
    };
    const gigs = await rows<{
      id: number;
      price: number;
      short: string;
      days: number;
      allowed: string[];
      packages: Package[];
    }>(
      sql`select j.id, j.price, j.short_description as short, j.delivery_days as days,
          d.features as allowed,
          json_agg(json_build_object('tier', p.tier, 'name', p.name, 'description', p.description,
            'price', p.price, 'days', p.delivery_days, 'revisions', p.revisions,
            'features', p.features, 'extra', p.extra) order by p.tier) as packages
          from jobs j join job_details d on d.id = j.detail_id
          left join gig_packages p on p.gig_id = j.id group by j.id, d.features`,
    );
    expect(gigs.length).toBe(DEFAULT_JOBS);
    const unlimited = (revisions: number | null) => revisions ?? Infinity;
    for (const gig of gigs) {
      const [basic, ...more] = gig.packages;
      expect(basic?.tier, `gig ${gig.id}`).toBe(0);
      expect(gig.packages.map((p) => p.tier)).toEqual([0, 1, 2].slice(0, gig.packages.length));
      // The gig row repeats what lists and search read: the Basic price and text, the fastest days.
      expect(gig.price).toBe(basic!.price);
      expect(gig.short).toBe(basic!.description);
      expect(gig.days).toBe(Math.min(...gig.packages.map((p) => p.days)));
      gig.packages.forEach((p, i) => {
        expect(p.name.length).toBeGreaterThan(0);
        expect(p.description.length).toBeLessThanOrEqual(200);
        expect(p.extra.length).toBeLessThanOrEqual(120);
        expect(p.features.length).toBeGreaterThan(0);
        for (const feature of p.features) expect(gig.allowed).toContain(feature);
        const below = gig.packages[i - 1];
        if (!below) return;
        expect(p.price, `gig ${gig.id}`).toBeGreaterThan(below.price);
        expect(p.days).toBeGreaterThanOrEqual(below.days);
        expect(unlimited(p.revisions)).toBeGreaterThan(unlimited(below.revisions));
        expect(p.features).toEqual(expect.arrayContaining(below.features));
        expect(p.features.length).toBeGreaterThan(below.features.length);
      });
      expect(more.length).toBeLessThanOrEqual(2);
    }
    const tiers = (count: number) => gigs.filter((gig) => gig.packages.length === count).length;
    expect(tiers(3)).toBeGreaterThan(gigs.length * 0.7);
    expect(tiers(1)).toBeGreaterThan(0);
    const premiums = gigs.flatMap((gig) => gig.packages.filter((p) => p.tier === 2));
    expect(premiums.some((p) => p.revisions === null)).toBe(true);
    expect(premiums.some((p) => p.revisions !== null)).toBe(true);
    expect(gigs.some((gig) => gig.packages.some((p) => p.extra !== ''))).toBe(true);
  });

  it('answers 2 to 5 questions on every gig, about its own kind of work and its own packages', async () => {
    const gigs = await rows<{
      id: number;
      subject: string;
      faq: { position: number; question: string; answer: string }[];
      basicDays: number;
    }>(
      sql`select j.id, j.delivery_days as "basicDays",
          json_agg(json_build_object('position', f.position, 'question', f.question,
            'answer', f.answer) order by f.position) filter (where f.gig_id is not null) as faq
          from jobs j left join gig_faqs f on f.gig_id = j.id group by j.id`,
    );
    for (const gig of gigs) {
      expect(gig.faq?.length, `gig ${gig.id}`).toBeGreaterThanOrEqual(2);
      expect(gig.faq.length).toBeLessThanOrEqual(5);
      expect(gig.faq.map((item) => item.position)).toEqual(gig.faq.map((_, i) => i));
      expect(new Set(gig.faq.map((item) => item.question)).size).toBe(gig.faq.length);
    }
    // Not one fixed FAQ: many different sets of questions, and no copywriting FAQ on a logo gig.
    const sets = new Set(gigs.map((gig) => gig.faq.map((item) => item.question).join('|')));
    expect(sets.size).toBeGreaterThan(100);
    const [logo] = await rows<{ questions: string[]; answers: string }>(
      sql`select array_agg(distinct f.question) as questions, string_agg(f.answer, ' ') as answers
          from gig_faqs f join jobs j on j.id = f.gig_id join job_details d on d.id = j.detail_id
          where d.name = 'Logo Design'`,
    );
    expect(logo!.questions).toContain('Will I get the source files?');
    expect(logo!.questions).not.toContain('Is the writing original?');
    expect(logo!.answers).toContain('logo');
    // The delivery answer quotes the gig's own packages.
    const [delivery] = await rows<{ mismatched: number }>(
      sql`select count(*)::int as mismatched from gig_faqs f join jobs j on j.id = f.gig_id
          where f.question = 'How long does delivery take?'
            and position(j.delivery_days::text || ' day' in f.answer) = 0`,
    );
    expect(delivery!.mismatched).toBe(0);
  });

  it('shows 1 to 3 pictures per gig, the cover first, each stored at its narrower sizes', async () => {
    const [gallery] = await rows<{
      fewest: number;
      most: number;
      coverless: number;
      unstored: number;
      shared: number;
    }>(
      sql`select min(n)::int as fewest, max(n)::int as most,
          (select count(*)::int from jobs j where not exists (select 1 from gig_pictures p
            where p.gig_id = j.id and p.position = 0 and p.path = j.image)) as coverless,
          (select count(*)::int from gig_pictures p, unnest(p.widths) w(width)
            where regexp_replace(p.path, '([.][a-z]+)$', '-w' || w.width || '\\1')
              not in (select path from images)
               or w.width >= p.width) as unstored,
          (select count(distinct path)::int from gig_pictures) as shared
          from (select count(*) as n from gig_pictures group by gig_id) counts`,
    );
    expect(gallery).toMatchObject({ fewest: 1, most: 3, coverless: 0, unstored: 0 });
    // A pool shared by the gigs, not one render per gig.
    expect(gallery!.shared).toBeLessThan(DEFAULT_JOBS);
    const [sizes] = await rows<{ widths: number[][]; missing: number }>(
      sql`select array_agg(distinct widths) as widths,
          (select count(*)::int from gig_pictures where path not in (select path from images))
            as missing
          from gig_pictures`,
    );
    expect(sizes).toEqual({ widths: [[480]], missing: 0 });

    const [picture] = await rows<{ path: string; width: number }>(
      sql`select path, width from gig_pictures order by gig_id, position limit 1`,
    );
    const narrow = await t.app.inject({
      method: 'GET',
      url: picture!.path.replace(/\.webp$/, '-w480.webp'),
    });
    expect(narrow.statusCode).toBe(200);
    expect((await sharp(narrow.rawPayload).metadata()).width).toBe(480);
  });

  it('has at least 60 sellers with avatars, real skills and certifications, and a skills table', async () => {
    const [sellers] = await rows<{
      n: number;
      skilled: number;
      certified: number;
      avatars: number;
    }>(
      sql`select count(*)::int as n,
          count(*) filter (where cardinality(skill) > 0)::int as skilled,
          count(*) filter (where cardinality(certification) > 0)::int as certified,
          count(distinct avatar) filter (where avatar <> '')::int as avatars
          from users where id in (select creator_id from jobs)`,
    );
    expect(sellers!.n).toBeGreaterThanOrEqual(60);
    expect(sellers!.skilled).toBe(sellers!.n);
    expect(sellers!.certified).toBeGreaterThan(sellers!.n / 2);
    expect(sellers!.avatars).toBe(sellers!.n);

    const skills = await rows<{ name: string }>(sql`select name from skills order by id`);
    expect(skills.map((skill) => skill.name)).toEqual([...SKILLS]);
    expect(skills.length).toBeGreaterThanOrEqual(30);
    const [unknown] = await rows<{ n: number }>(
      sql`select count(*)::int as n from users, unnest(skill) s(name)
          where s.name not in (select name from skills)`,
    );
    expect(unknown!.n).toBe(0);
  });

  it("gives every gig's seller a public profile, opened after joining and before their first gig", async () => {
    const sellers = await rows<{
      name: string;
      displayName: string;
      headline: string;
      languages: string[];
      languageLevels: Record<string, string>;
      country: string;
      opened: boolean;
    }>(
      sql`select name, display_name as "displayName", headline, languages, country,
          language_levels as "languageLevels",
          seller_since >= created_at
            and seller_since <= (select min(created_at) from jobs where creator_id = u.id) as opened
          from users u where id in (select creator_id from jobs)`,
    );
    for (const seller of sellers) {
      expect(seller.opened, seller.name).toBe(true);
      expect(seller.displayName.length).toBeGreaterThan(0);
      expect(seller.headline.length).toBeGreaterThan(10);
      expect(seller.headline).not.toContain('\n');
      expect(seller.languages).toContain('English');
      // Each language with how well they speak it, their own natively.
      expect(Object.keys(seller.languageLevels).sort()).toEqual(
        seller.languages.map((language) => language.toLowerCase()).sort(),
      );
      expect(seller.languageLevels[seller.languages[0]!.toLowerCase()]).toBe('native');
      expect(seller.country.length).toBeGreaterThan(0);
    }
    expect(sellers.filter((seller) => seller.displayName === seller.name).length).toBeGreaterThan(
      sellers.length / 2,
    );
    const [others] = await rows<{ profiled: number }>(
      sql`select count(*)::int as profiled from users
          where seller_since is not null and id not in (select creator_id from jobs)`,
    );
    expect(others!.profiled).toBe(0);
  });

  it('has reviewers from many countries', async () => {
    const [reviewers] = await rows<{ countries: number; blank: number }>(
      sql`select count(distinct u.country)::int as countries,
          count(*) filter (where u.country = '')::int as blank
          from comments c join users u on u.id = c.author_id`,
    );
    expect(reviewers!.countries).toBeGreaterThanOrEqual(15);
    expect(reviewers!.blank).toBe(0);
  });

  it('has at least 1,500 varied reviews, dated after their gig, mostly 4 and 5 stars', async () => {
    const [reviews] = await rows<{
      n: number;
      distinct: number;
      high: number;
      low: number;
      early: number;
      bySeller: number;
    }>(
      sql`select count(*)::int as n, count(distinct c.content)::int as distinct,
          count(*) filter (where c.stars >= 4)::int as high,
          count(*) filter (where c.stars <= 3)::int as low,
          count(*) filter (where c.commented_on < j.created_at::date)::int as early,
          count(*) filter (where c.author_id = j.creator_id)::int as "bySeller"
          from comments c join jobs j on j.id = c.job_id`,
    );
    expect(reviews!.n).toBeGreaterThanOrEqual(1500);
    expect(reviews!.distinct).toBe(reviews!.n);
    expect(reviews!.high / reviews!.n).toBeGreaterThan(0.8);
    expect(reviews!.low).toBeGreaterThan(0);
    expect(reviews!.early).toBe(0);
    expect(reviews!.bySeller).toBe(0);
  });

  it("keeps every gig's rating count and stars exactly in step with its reviews, each from a completed order", async () => {
    const mismatches = await rows<{ id: number }>(
      sql`select j.id from jobs j
          left join (select job_id, count(*)::int as n, sum(stars)::int as total
                     from comments where counted and published_at is not null
                     group by job_id) c on c.job_id = j.id
          where j.rating_count <> coalesce(c.n, 0)
             or j.rating_total <> coalesce(c.total, 0)
             or j.stars <> case when c.n > 0 then round(c.total::numeric / c.n) else 5 end`,
    );
    expect(mismatches).toEqual([]);
    const [reviews] = await rows<{ unrated: number; loose: number; early: number }>(
      sql`select (select count(*) from jobs where rating_count = 0)::int as unrated,
                 count(*) filter (where not c.counted or c.published_at is null
                                  or h.state is distinct from 'completed')::int as loose,
                 count(*) filter (where c.created_at < h.completed_at)::int as early
            from comments c left join hires h on h.id = c.order_id`,
    );
    expect(reviews!.unrated).toBeGreaterThan(0);
    // Every seeded review is a buyer's, of an order they accepted (decision 054).
    expect(reviews!.loose).toBe(0);
    expect(reviews!.early).toBe(0);
  });

  it('fills the search table as its triggers would, one row per listed gig', async () => {
    const [search] = await rows<{ rows: number; listed: number; differ: number }>(
      sql`select (select count(*) from gig_search)::int as rows,
                 (select count(*) from jobs where status = 'active')::int as listed,
                 (select count(*) from ((select * from gig_search except select * from gig_search_source)
                   union all (select * from gig_search_source except select * from gig_search)) as d)::int
                   as differ`,
    );
    expect(search!.rows).toBe(search!.listed);
    expect(search!.listed).toBeGreaterThanOrEqual(1_200);
    expect(search!.differ).toBe(0);
  });

  it('puts back every index, foreign key and trigger it set aside while loading', async () => {
    expect(await schemaObjects(t.db)).toEqual(schemaBefore);
  });

  it('has a few hundred orders, some completed, none by the seller of the gig', async () => {
    const [orders] = await rows<{ n: number; completed: number; bySeller: number; early: number }>(
      sql`select count(*)::int as n, count(*) filter (where h.completed)::int as completed,
          count(*) filter (where h.hirer_id = j.creator_id)::int as "bySeller",
          count(*) filter (where h.hired_on < j.created_at::date)::int as early
          from hires h join jobs j on j.id = h.job_id`,
    );
    expect(orders!.n).toBeGreaterThanOrEqual(200);
    expect(orders!.completed).toBeGreaterThan(0);
    expect(orders!.completed).toBeLessThan(orders!.n);
    expect(orders!.bySeller).toBe(0);
    expect(orders!.early).toBe(0);
  });

  it("writes each order with its gig's seller and Basic package, as the orders' service copies them", async () => {
    const [copies] = await rows<{ n: number; differ: number }>(
      sql`select count(*)::int as n,
          count(*) filter (where h.seller_id <> j.creator_id or h.package_tier <> 0
            or (h.package_name, h.package_description, h.package_features, h.package_extra,
                h.package_delivery_days, h.package_price, h.total)
               is distinct from (p.name, p.description, p.features, p.extra, p.delivery_days,
                                 p.price, p.price)
            or h.package_revisions is distinct from p.revisions)::int as differ
          from hires h join jobs j on j.id = h.job_id
          left join gig_packages p on p.gig_id = h.job_id and p.tier = 0`,
    );
    expect(copies!.n).toBeGreaterThan(0);
    expect(copies!.differ).toBe(0);
  });

  it('gives sellers a country from their name, the level the rules compute from their record, and a join date before their first gig', async () => {
    const sellers = await rows<{
      level: number;
      country: string;
      online: boolean;
      joinedFirst: boolean;
    }>(
      sql`select u.seller_level as level, u.country, u.online,
          u.created_at < (select min(created_at) from jobs where creator_id = u.id) as "joinedFirst"
          from users u where u.id in (select creator_id from jobs)`,
    );
    const records = await t.db.transaction((tx) =>
      createSellerLevelsRepository(t.db).everyRecord(tx),
    );
    for (const record of records) expect(record.level).toBe(levelOf(record));
    const distribution = LEVEL_NAMES.map(
      (_, level) => sellers.filter((seller) => seller.level === level).length,
    );
    // New sellers and each level below the top are held by someone; fewer climb higher.
    expect(distribution[0]).toBeGreaterThan(0);
    expect(distribution[1]).toBeGreaterThan(distribution[2]!);
    expect(distribution[2]).toBeGreaterThan(distribution[3]!);
    const countries = NAMES.map((region) => region.country.replace(/^the /, ''));
    for (const seller of sellers) {
      expect(countries).toContain(seller.country);
      expect(seller.joinedFirst).toBe(true);
    }
    expect(sellers.filter((seller) => seller.country === 'Vietnam').length).toBeGreaterThan(2);
    const online = sellers.filter((seller) => seller.online).length;
    expect(online).toBeGreaterThan(0);
    expect(online).toBeLessThan(sellers.length);

    const [people] = await rows<{
      unjoined: number;
      buyersLeveled: number;
      demoCountries: string[];
    }>(
      sql`select count(*) filter (where created_at >= now() - interval '1 day')::int as unjoined,
          count(*) filter (where seller_level > 0 and id not in (select creator_id from jobs))::int
            as "buyersLeveled",
          (select array_agg(distinct country) from users
            where email in ('anna@giglane.dev', 'minh@giglane.dev')) as "demoCountries"
          from users`,
    );
    expect(people).toEqual({ unjoined: 0, buyersLeveled: 0, demoCountries: ['Vietnam'] });
  });

  it("quotes each gig's delivery time in its job type's span, marks a minority Pro, and counts its orders", async () => {
    const typeOf = new Map<string, JobTypeSpec>();
    for (const type of JOB_TYPES)
      for (const group of type.groups)
        for (const entry of group.details)
          if (typeof entry !== 'string') typeOf.set(entry.name, type);
    const gigs = await rows<{
      detail: string;
      days: number;
      pro: boolean;
      hires: number;
      counted: number;
    }>(
      sql`select d.name as detail, j.delivery_days as days, j.pro, j.hire_count as hires,
          (select count(*)::int from hires h where h.job_id = j.id) as counted
          from jobs j join job_details d on d.id = j.detail_id`,
    );
    for (const gig of gigs) {
      const [fastest, slowest] = typeOf.get(gig.detail)!.delivery;
      expect(gig.days).toBeGreaterThanOrEqual(fastest);
      expect(gig.days).toBeLessThanOrEqual(slowest);
      expect(gig.hires).toBe(gig.counted);
    }
    expect(new Set(gigs.map((gig) => gig.days)).size).toBeGreaterThan(5);
    const pro = gigs.filter((gig) => gig.pro).length;
    expect(pro).toBeGreaterThan(gigs.length * 0.05);
    expect(pro).toBeLessThan(gigs.length * 0.25);
  });

  it('gives every gig, group and user a picture that is stored and served as WebP', async () => {
    const [missing] = await rows<{ n: number }>(
      sql`select count(*)::int as n from (
            select image as path from jobs union all select image from job_groups
            union all select avatar from users) p
          where p.path not in (select path from images)`,
    );
    expect(missing!.n).toBe(0);
    const [pictures] = await rows<{ gigs: number; groups: number; types: string[] }>(
      sql`select (select count(distinct image)::int from jobs) as gigs,
          (select count(distinct image)::int from job_groups) as groups,
          (select array_agg(distinct content_type) from images) as types`,
    );
    // Covers come from a pool: a few per subcategory, each shared by a few gigs.
    expect(pictures!.gigs).toBeGreaterThanOrEqual((await t.countRows('job_details')) * 4);
    expect(pictures!.gigs).toBeLessThan(DEFAULT_JOBS);
    expect(pictures!.groups).toBe(await t.countRows('job_groups'));
    expect(pictures!.types).toEqual(['image/webp']);

    const [gig] = await rows<{ image: string }>(sql`select image from jobs order by id limit 1`);
    expect(gig!.image).toMatch(/^\/images\/gig-[0-9a-f]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: gig!.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('creates the admin and the two demo users, who can sign in and have orders and reviews of their own', async () => {
    const accounts = demoAccounts(admin);
    expect(accounts.map(({ role, email, name }) => ({ role, email, name }))).toEqual([
      { role: 'ADMIN', email: 'boss@giglane.dev', name: 'Giglane Admin' },
      { role: 'USER', email: 'anna@giglane.dev', name: 'Anna Nguyen' },
      { role: 'USER', email: 'minh@giglane.dev', name: 'Minh Tran' },
    ]);
    for (const account of accounts) {
      const signin = await call(t.app, 'POST', '/api/auth/signin', {
        body: { email: account.email, password: account.password },
      });
      expect(signin.status, account.email).toBe(200);
      const { user } = contentOf(signinReply, signin.body);
      expect(user).toMatchObject({ name: account.name, role: account.role, password: '' });
    }
    const activity = await rows<{
      email: string;
      hires: number;
      completed: number;
      reviews: number;
    }>(
      sql`select u.email,
          (select count(*)::int from hires h where h.hirer_id = u.id) as hires,
          (select count(*)::int from hires h where h.hirer_id = u.id and h.completed) as completed,
          (select count(*)::int from comments c where c.author_id = u.id) as reviews
          from users u where u.email in ('anna@giglane.dev', 'minh@giglane.dev') order by u.email`,
    );
    expect(activity).toEqual([
      { email: 'anna@giglane.dev', hires: 4, completed: 2, reviews: 2 },
      { email: 'minh@giglane.dev', hires: 4, completed: 1, reviews: 1 },
    ]);
  });

  it("gives Minh a late order of Anna's gig: in progress, days past its due time, not delivered", async () => {
    const late = await rows<{ state: string; delivered: boolean; daysLate: number }>(
      sql`select h.state, h.delivered_at is not null as delivered,
                 extract(day from now() - h.due_at)::int as "daysLate"
          from hires h join users b on b.id = h.hirer_id join users s on s.id = h.seller_id
          where b.email = 'minh@giglane.dev' and s.email = 'anna@giglane.dev'`,
    );
    expect(late).toEqual([{ state: 'in_progress', delivered: false, daysLate: 3 }]);
  });

  it('makes Anna a seller too, with a complete profile, a few active gigs and their offers', async () => {
    const [anna] = await rows<{
      sellerSince: string | null;
      displayName: string;
      headline: string;
      languages: string[];
      languageLevels: Record<string, string>;
      education: unknown[];
      skills: string[];
      country: string;
      gigs: number;
      active: number;
      packaged: number;
      ownOrders: number;
    }>(
      sql`select u.seller_since as "sellerSince", u.display_name as "displayName", u.headline,
          u.languages, u.language_levels as "languageLevels", u.education, u.skill as skills,
          u.country,
          (select count(*)::int from jobs where creator_id = u.id) as gigs,
          (select count(*)::int from jobs where creator_id = u.id and status = 'active') as active,
          (select count(distinct gig_id)::int from gig_packages p join jobs j on j.id = p.gig_id
            where j.creator_id = u.id and p.tier = 0) as packaged,
          (select count(*)::int from hires h join jobs j on j.id = h.job_id
            where j.creator_id = u.id and h.hirer_id = u.id) as "ownOrders"
          from users u where u.email = 'anna@giglane.dev'`,
    );
    expect(anna!.sellerSince).not.toBeNull();
    expect(anna).toMatchObject({
      displayName: 'Anna Nguyen',
      headline: 'Brand and social media designer for small businesses',
      languages: ['Vietnamese', 'English'],
      languageLevels: { vietnamese: 'native', english: 'fluent' },
      education: [
        {
          school: 'University of Architecture Ho Chi Minh City',
          degree: 'B.A.',
          field: 'Graphic Design',
          year: 2018,
        },
      ],
      country: 'Vietnam',
      ownOrders: 0,
    });
    expect(anna!.skills.length).toBeGreaterThanOrEqual(2);
    expect(anna!.gigs).toBeGreaterThanOrEqual(3);
    expect(anna!.active).toBe(anna!.gigs);
    expect(anna!.packaged).toBe(anna!.gigs);
    const [minh] = await rows<{ sellerSince: string | null; gigs: number }>(
      sql`select seller_since as "sellerSince",
          (select count(*)::int from jobs where creator_id = u.id) as gigs
          from users u where email = 'minh@giglane.dev'`,
    );
    expect(minh).toEqual({ sellerSince: null, gigs: 0 });
  });

  it('refuses a seeded seller password: seeded people cannot be signed in as', async () => {
    const [seller] = await rows<{ email: string }>(
      sql`select email from users where id = (select creator_id from jobs order by id limit 1)`,
    );
    const signin = await call(t.app, 'POST', '/api/auth/signin', {
      body: { email: seller!.email, password: 'giglane1' },
    });
    expect(signin.status).toBe(400);
  });

  it('moves the id sequences past the seeded rows, so new rows get fresh ids', async () => {
    const [next] = await rows<{ user: number; job: number; comment: number }>(
      sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as user,
          nextval(pg_get_serial_sequence('jobs', 'id'))::int as job,
          nextval(pg_get_serial_sequence('comments', 'id'))::int as comment`,
    );
    expect(next!.user).toBe((await t.countRows('users')) + 1);
    expect(next!.job).toBe(DEFAULT_JOBS + 1);
    expect(next!.comment).toBe((await t.countRows('comments')) + 1);
  });

  it('numbers groups and details in one id space, and new ones after them', async () => {
    const [ids] = await rows<{ shared: number; next: number }>(
      sql`select (select count(*) from job_groups where id in (select id from job_details))::int
                   as shared,
                 nextval('category_ids')::int as next`,
    );
    expect(ids!.shared).toBe(0);
    expect(ids!.next).toBe(
      (await t.countRows('job_groups')) + (await t.countRows('job_details')) + 1,
    );
  });

  // Last: it writes a review and an order, and takes them back.
  it('leaves the triggers on: a new counted review and order move their gig and its search row', async () => {
    const [gig] = await rows<{ id: number; count: number; total: number; hires: number }>(
      sql`select id, rating_count as count, rating_total as total, hire_count as hires
            from jobs where status = 'active' and rating_count > 0 order by id limit 1`,
    );
    const [buyer] = await rows<{ id: number }>(
      sql`select id from users where role = 'USER' and id not in
            (select creator_id from jobs where id = ${gig!.id}) order by id limit 1`,
    );
    const gigNow = () =>
      rows<{ count: number; total: number; hires: number; differ: number }>(
        sql`select rating_count as count, rating_total as total, hire_count as hires,
                   (select count(*) from ((select * from gig_search where gig_id = ${gig!.id}
                     except select * from gig_search_source where gig_id = ${gig!.id})
                     union all (select * from gig_search_source where gig_id = ${gig!.id}
                     except select * from gig_search where gig_id = ${gig!.id})) as d)::int
                     as differ
              from jobs where id = ${gig!.id}`,
      );
    // A counted, published review moves the rating; a comment that spent no order does not.
    const written = await rows<{ id: number }>(
      sql`insert into comments (job_id, author_id, commented_on, content, stars, counted, published_at)
          values (${gig!.id}, ${buyer!.id}, current_date, 'Quick and careful work.', 1, true, now()),
                 (${gig!.id}, ${buyer!.id}, current_date, 'Never ordered, only a comment.', 1, false, now())
          returning id`,
    );
    const [order] = await insertOrders(t.db, [
      { gigId: gig!.id, buyerId: buyer!.id, orderedOn: new Date().toISOString().slice(0, 10) },
    ]);
    expect(await gigNow()).toEqual([
      { count: gig!.count + 1, total: gig!.total + 1, hires: gig!.hires + 1, differ: 0 },
    ]);
    await t.db.execute(
      sql`delete from comments where id in (${written[0]!.id}, ${written[1]!.id})`,
    );
    await t.db.execute(sql`delete from hires where id = ${order!.id}`);
    expect(await gigNow()).toEqual([
      { count: gig!.count, total: gig!.total, hires: gig!.hires, differ: 0 },
    ]);
  });
});

describe('determinism', () => {
  it('plans the same full catalog every time', () => {
    const plan = () => {
      const made = planCatalog({
        jobs: DEFAULT_JOBS,
        today: new Date('2026-03-01T12:00:00Z'),
        demoUsers: [{ name: 'Admin', email: 'a@b.c', role: 'ADMIN', woman: false }],
        firstIds: { jobType: 1, category: 1 },
      });
      return JSON.stringify([made, made.jobs.map((job) => made.describe(job))]);
    };
    expect(plan()).toBe(plan());
  });

  it('writes the same rows and pictures into two databases', async () => {
    const digests: string[] = [];
    for (let run = 0; run < 2; run += 1) {
      const other = await createTestApp();
      try {
        await seedCatalog(other.db, { ...admin, jobs: 40, store: other.fileStore });
        digests.push(await catalogDigest(other.db, other.fileStore));
      } finally {
        await other.close();
      }
    }
    expect(digests[0]).toBe(digests[1]);
  }, 300_000);
});
