import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GigPackage } from '@giglane/contract/gig-offers';
import type { FileStore } from '../../lib/file-store';
import { hashPassword } from '../../lib/passwords';
import { boughtColumns } from '../../modules/orders/orders-repository';
import {
  createSellerLevelsRepository,
  recomputeLevels,
} from '../../modules/reviews/seller-levels-repository';
import { queryRows, type Database } from '../client';
import {
  reviews,
  deliveries,
  gigFaqs,
  gigPackages,
  gigPictures,
  groupSubcategories,
  orders,
  subcategories,
  categoryGroups,
  categories,
  gigs,
  images,
  orderEvents,
  skills,
  users,
} from '../schema';
import { bulkLoad } from './bulk-load';
import { seedConversations } from './conversations';
import { renderAll } from './images';
import { completeSeededOrders } from './orders';
import { DEFAULT_JOBS, planCatalog, type DemoSeller } from './plan';

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  /** How many gigs to make; the default builds the demo catalog. */
  jobs?: number;
  log?: (line: string) => void;
  /** Where the pictures' bytes go; the database keeps what they are (decision 035). */
  store: FileStore;
};

export type DemoAccount = { role: 'ADMIN' | 'USER'; email: string; password: string; name: string };

const DEMO_PASSWORD = 'giglane1';

/**
 * The demo users besides the admin; `woman` only shapes their portrait. Anna also sells, so the
 * seller's side can be tried at once: her profile is complete and she has a few active gigs.
 */
const DEMO_USERS: { name: string; email: string; woman: boolean; seller?: DemoSeller }[] = [
  {
    name: 'Anna Nguyen',
    email: 'anna@giglane.dev',
    woman: true,
    seller: {
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
      skills: ['Figma', 'Adobe Illustrator', 'Adobe Photoshop'],
      subcategories: [
        'Social Media Design',
        'Presentation Design',
        'Infographic Design',
        'Business Cards & Stationery',
      ],
      voice: { city: 'Ho Chi Minh City', country: 'Vietnam', years: 6, role: 'brand designer' },
    },
  },
  { name: 'Minh Tran', email: 'minh@giglane.dev', woman: false },
];

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

export function demoAccounts(
  options: Pick<SeedOptions, 'adminEmail' | 'adminPassword'>,
): DemoAccount[] {
  return [
    {
      role: 'ADMIN',
      email: options.adminEmail,
      password: options.adminPassword,
      name: 'Giglane Admin',
    },
    ...DEMO_USERS.map(({ name, email }) => ({
      role: 'USER' as const,
      email,
      password: DEMO_PASSWORD,
      name,
    })),
  ];
}

/** Pictures weigh tens of kilobytes each: smaller batches keep one statement's size modest. */
const BATCH_PICTURES = 50;

/** Gigs whose texts and offers are written at a time. */
const BATCH_GIGS = 5_000;

/**
 * The tables the seed fills with the most rows (its taxonomy is a few hundred rows), the orders'
 * timelines and deliveries included.
 */
const SEEDED_TABLES = [
  users,
  gigs,
  gigPackages,
  gigFaqs,
  gigPictures,
  orders,
  reviews,
  orderEvents,
  deliveries,
];

/**
 * A user's seller profile and skills as a user who has none stores them: a bulk load writes the
 * same fields for every row.
 */
const NO_PROFILE = {
  skill: [],
  certification: [],
  sellerSince: null,
  displayName: '',
  headline: '',
  languages: [],
  languageLevels: {},
  education: [],
};

/** The tables whose ids the seed chooses, so their sequences must move past them afterwards. */
const SEQUENCED_TABLES = ['users', 'job_types', 'jobs', 'hires', 'comments'];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const counted = (n: number) => n.toLocaleString('en-US');

/**
 * Loads the demo marketplace into an empty database in one transaction: all of it or nothing, so a
 * failed start never leaves a half catalog that the next start would take for a real one.
 */
export async function seedCatalog(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const accounts = demoAccounts(options);
  const plan = planCatalog({
    jobs: options.jobs ?? DEFAULT_JOBS,
    today: new Date(),
    demoUsers: accounts.map((account) => {
      const demo = DEMO_USERS.find((entry) => entry.email === account.email);
      return { ...account, woman: demo?.woman ?? false, seller: demo?.seller };
    }),
    firstIds: await nextTaxonomyIds(db),
  });

  log(`Planned the catalog in ${seconds(started)}`);

  // Seeded sellers and buyers share one hash of a random password: nobody can sign in as them.
  const hashes = await Promise.all([
    ...accounts.map((account) => hashPassword(account.password)),
    hashPassword(randomBytes(24).toString('base64url')),
  ]);
  const memberHash = hashes[accounts.length]!;

  const loading = performance.now();
  let offers = { packages: 0, faq: 0, pictures: 0 };
  await bulkLoad(db, { tables: SEEDED_TABLES, log }, async ({ tx, write }) => {
    // A load that starts again (bulkLoad, on a deadlock) counts afresh.
    offers = { packages: 0, faq: 0, pictures: 0 };
    // Pictures render on sharp's threads while the rows go in. On PostgreSQL the two overlap;
    // PGlite's inserts hold the event loop, so there the pictures mostly finish afterwards.
    const rendering = performance.now();
    const [pictures] = await Promise.all([
      renderAll(plan.pictures).then(({ images, drawn }) => {
        log(
          `Rendered ${counted(images.length)} pictures in ${seconds(rendering)}: ${counted(drawn)} ` +
            `of ${counted(plan.pictures.length)} designs drawn, the rest from the picture cache`,
        );
        return images;
      }),
      (async () => {
        await write(skills, plan.skills);
        await write(categories, plan.jobTypes);
        await write(categoryGroups, plan.jobGroups);
        await write(subcategories, plan.jobDetails);
        await write(groupSubcategories, plan.groupDetails);
        await write(
          users,
          plan.users.map((user, i) => ({
            ...NO_PROFILE,
            ...user,
            passwordHash: hashes[i] ?? memberHash,
          })),
        );
        // The Basic package of each ordered gig, which its orders buy, kept as the gigs are written.
        const ordered = new Set(plan.hires.map((hire) => hire.gigId));
        const basicOf = new Map<number, GigPackage>();
        // A batch of gigs at a time, with their offers: the texts of a large catalog never sit
        // in memory all at once, and each gig's texts are written once.
        for (let i = 0; i < plan.jobs.length; i += BATCH_GIGS) {
          const batch = plan.jobs.slice(i, i + BATCH_GIGS).map((job) => ({
            job,
            offer: plan.describe(job),
          }));
          for (const { job, offer } of batch) {
            const basic = offer.packages.find((offered) => offered.tier === 0)!;
            if (ordered.has(job.id)) basicOf.set(job.id, { ...basic, tier: 'basic' });
            offers.packages += offer.packages.length;
            offers.faq += offer.faq.length;
            offers.pictures += offer.pictures.length;
          }
          await write(
            gigs,
            batch.map(({ job, offer }) => ({
              ...job,
              description: offer.description,
              shortDescription: offer.shortDescription,
              tags: offer.tags,
            })),
          );
          await write(
            gigPackages,
            batch.flatMap(({ job, offer }) => offer.packages.map((p) => ({ ...p, gigId: job.id }))),
          );
          await write(
            gigFaqs,
            batch.flatMap(({ job, offer }) =>
              offer.faq.map((item, position) => ({ ...item, position, gigId: job.id })),
            ),
          );
          await write(
            gigPictures,
            batch.flatMap(({ job, offer }) =>
              offer.pictures.map((picture) => ({ ...picture, gigId: job.id })),
            ),
          );
        }
        await write(
          orders,
          plan.hires.map((hire) => ({ ...hire, ...boughtColumns(basicOf.get(hire.gigId)!) })),
        );
        await write(reviews, plan.comments);
        await completeSeededOrders(tx);
      })(),
    ]);
    for (let i = 0; i < pictures.length; i += BATCH_PICTURES) {
      const batch = [];
      // Several files in flight at once: the disk or the bucket, not the database, is waited on.
      for (const { path, contentType, bytes } of pictures.slice(i, i + BATCH_PICTURES)) {
        const key = path.slice(1);
        batch.push({ path, key, contentType, put: options.store.put(key, Buffer.from(bytes)) });
      }
      const stored = await Promise.all(
        batch.map(async ({ put, ...file }) => ({ ...file, size: (await put).size })),
      );
      await tx.insert(images).values(stored).onConflictDoNothing();
    }
    for (const table of SEQUENCED_TABLES)
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    // Groups and details share one sequence of their own (decision 013).
    await tx.execute(
      sql`select setval('category_ids', greatest((select max(id) from job_groups), (select max(id) from job_details)))`,
    );
  });
  await seedConversations(db, DEMO_USERS[0]!.email);
  // Levels are the rules' reading of the records just loaded, as the worker's round would write.
  const levels = await db.transaction((tx) =>
    recomputeLevels(createSellerLevelsRepository(db), tx),
  );
  log(`${counted(levels)} sellers earned a level by the rules`);
  // Fresh statistics: without them the planner guesses at the new rows' sizes and may pick scans
  // where an index is far better, until autovacuum gets round to it. The vacuum marks the new
  // pages all-visible, so the search's facets are counted from its indexes alone at once.
  const vacuuming = performance.now();
  await db.execute(sql`vacuum analyze`);
  log(`Vacuumed and analysed in ${seconds(vacuuming)}`);
  log(
    `Loaded ${plan.jobTypes.length} job types, ${plan.jobGroups.length} groups, ` +
      `${plan.jobDetails.length} subcategories, ${counted(plan.jobs.length)} gigs ` +
      `(${counted(offers.packages)} packages, ${counted(offers.faq)} FAQ items, ` +
      `${counted(offers.pictures)} pictures), ${counted(plan.users.length)} users, ${counted(plan.comments.length)} reviews and ` +
      `${counted(plan.hires.length)} orders in ${seconds(loading)} (${seconds(started)} in all)`,
  );
}

/** The seed runs when there are no users; taxonomy rows may still exist, so number past them. */
async function nextTaxonomyIds(db: Database) {
  const [row] = await queryRows<{ jobType: number; category: number }>(
    db,
    sql`select
      (select coalesce(max(id), 0) + 1 from job_types)::int as "jobType",
      greatest((select coalesce(max(id), 0) from job_groups),
               (select coalesce(max(id), 0) from job_details))::int + 1 as "category"`,
  );
  return row!;
}
