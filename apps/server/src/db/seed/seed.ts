import { randomBytes } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/passwords';
import { createImagesRepository } from '../../modules/images/images-repository';
import { queryRows, type Database } from '../client';
import {
  comments,
  gigFaqs,
  gigPackages,
  gigPictures,
  groupDetails,
  hires,
  jobDetails,
  jobGroups,
  jobTypes,
  jobs,
  skills,
  users,
} from '../schema';
import { renderAll } from './images';
import { completeSeededOrders } from './orders';
import { DEFAULT_JOBS, planCatalog, type DemoSeller } from './plan';

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  /** How many gigs to make; the default builds the demo catalog. */
  jobs?: number;
  log?: (line: string) => void;
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

const BATCH_ROWS = 1_000;
const BATCH_COLUMNS = 5_000;
/** Pictures weigh tens of kilobytes each: smaller batches keep one statement's size modest. */
const BATCH_PICTURES = 50;

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

  // Seeded sellers and buyers share one hash of a random password: nobody can sign in as them.
  const hashes = await Promise.all([
    ...accounts.map((account) => hashPassword(account.password)),
    hashPassword(randomBytes(24).toString('base64url')),
  ]);
  const memberHash = hashes[accounts.length]!;

  const loading = performance.now();
  const offers = { packages: 0, faq: 0, pictures: 0 };
  await db.transaction(async (tx) => {
    const write = tx as unknown as Database;
    // Pictures render on sharp's threads while the rows go in. On PostgreSQL the two overlap;
    // PGlite's inserts hold the event loop, so there the pictures mostly finish afterwards.
    const rendering = performance.now();
    const [pictures] = await Promise.all([
      renderAll(plan.pictures).then((rendered) => {
        log(`Rendered ${counted(rendered.length)} pictures in ${seconds(rendering)}`);
        return rendered;
      }),
      (async () => {
        await insertAll(write, skills, plan.skills);
        await insertAll(write, jobTypes, plan.jobTypes);
        await insertAll(write, jobGroups, plan.jobGroups);
        await insertAll(write, jobDetails, plan.jobDetails);
        await insertAll(write, groupDetails, plan.groupDetails);
        await insertAll(
          write,
          users,
          plan.users.map((user, i) => ({ ...user, passwordHash: hashes[i] ?? memberHash })),
        );
        // A batch of gigs at a time, with their offers: the texts of a large catalog never sit
        // in memory all at once.
        for (let i = 0; i < plan.jobs.length; i += BATCH_ROWS) {
          const batch = plan.jobs.slice(i, i + BATCH_ROWS).map((job) => ({
            job,
            offer: plan.describe(job),
          }));
          for (const { offer } of batch) {
            offers.packages += offer.packages.length;
            offers.faq += offer.faq.length;
            offers.pictures += offer.pictures.length;
          }
          await insertColumns(
            write,
            jobs,
            batch.map(({ job, offer }) => ({
              ...job,
              description: offer.description,
              shortDescription: offer.shortDescription,
              tags: offer.tags,
            })),
          );
          await insertColumns(
            write,
            gigPackages,
            batch.flatMap(({ job, offer }) => offer.packages.map((p) => ({ ...p, gigId: job.id }))),
          );
          await insertColumns(
            write,
            gigFaqs,
            batch.flatMap(({ job, offer }) =>
              offer.faq.map((item, position) => ({ ...item, position, gigId: job.id })),
            ),
          );
          await insertColumns(
            write,
            gigPictures,
            batch.flatMap(({ job, offer }) =>
              offer.pictures.map((picture) => ({ ...picture, gigId: job.id })),
            ),
          );
        }
        await insertColumns(write, hires, plan.hires);
        // Each comment fires the rating trigger, which sets the job's danhGia and saoCongViec.
        await insertColumns(write, comments, plan.comments);
        await completeSeededOrders(write);
      })(),
    ]);
    const imageStore = createImagesRepository(write);
    for (let i = 0; i < pictures.length; i += BATCH_PICTURES)
      await imageStore.saveMany(pictures.slice(i, i + BATCH_PICTURES));
    for (const table of SEQUENCED_TABLES)
      await write.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    // Groups and details share one sequence of their own (decision 013).
    await write.execute(
      sql`select setval('category_ids', greatest((select max(id) from job_groups), (select max(id) from job_details)))`,
    );
  });
  // Fresh statistics: without them the planner guesses at the new rows' sizes and may pick scans
  // where an index is far better, until autovacuum gets round to it. The vacuum marks the new
  // pages all-visible, so the search's facets are counted from jobs_facets_idx alone at once.
  await db.execute(sql`vacuum analyze`);
  log(
    `Loaded ${plan.jobTypes.length} job types, ${plan.jobGroups.length} groups, ` +
      `${plan.jobDetails.length} subcategories, ${counted(plan.jobs.length)} gigs ` +
      `(${counted(offers.packages)} packages, ${counted(offers.faq)} FAQ items, ` +
      `${counted(offers.pictures)} pictures), ${counted(plan.users.length)} users, ${counted(plan.comments.length)} reviews and ` +
      `${counted(plan.hires.length)} orders in ${seconds(loading)} (${seconds(started)} in all)`,
  );
}

/** An array as PostgreSQL writes it, for a column of arrays sent as one text[] parameter. */
const arrayLiteral = (items: readonly unknown[]) =>
  `{${items.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * Inserts rows that all have the same fields column-wise: each column one array parameter,
 * unnested into rows by the database. For the catalog's hundreds of thousands of gigs, packages,
 * questions and reviews this costs a fraction of a multi-row VALUES, whose thousands of
 * parameters dominate the work.
 */
async function insertColumns<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  // A serial column stores integers; its type name is only a shorthand for creating it.
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => key in rows[0]!)
    .map(([key, column]) => ({
      key,
      name: column.name,
      type: column.getSQLType().replace(/^serial$/, 'integer'),
    }));
  for (let i = 0; i < rows.length; i += BATCH_COLUMNS) {
    const batch = rows.slice(i, i + BATCH_COLUMNS) as Record<string, unknown>[];
    const values = columns.map(({ key, type }) => {
      const list = batch.map((row) => {
        const value = row[key];
        if (type.endsWith('[]')) return arrayLiteral(value as unknown[]);
        return value instanceof Date ? value.toISOString() : value;
      });
      // Arrays of arrays cannot be unnested row by row: those travel as text and are cast back.
      return type.endsWith('[]')
        ? sql`${sql.param(list)}::text[]`
        : sql`${sql.param(list)}::${sql.raw(type)}[]`;
    });
    const names = columns.map(({ name }) => sql.identifier(name));
    const casts = columns.map(({ type }, n) => sql`${sql.identifier(`c${n}`)}::${sql.raw(type)}`);
    await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)})
          select ${sql.join(casts, sql`, `)}
          from unnest(${sql.join(values, sql`, `)}) as v(${sql.join(
            columns.map((_, n) => sql.identifier(`c${n}`)),
            sql`, `,
          )})`,
    );
  }
}

async function insertAll<T extends PgTable>(db: Database, table: T, rows: PgInsertValue<T>[]) {
  for (let i = 0; i < rows.length; i += BATCH_ROWS)
    await db.insert(table).values(rows.slice(i, i + BATCH_ROWS));
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
