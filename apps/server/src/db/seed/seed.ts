import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/passwords';
import { createImagesRepository } from '../../modules/images/images-repository';
import { queryRows, type Database } from '../client';
import {
  comments,
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
import { DEFAULT_JOBS, planCatalog } from './plan';

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  /** How many gigs to make; the default builds the demo catalog. */
  jobs?: number;
  log?: (line: string) => void;
};

export type DemoAccount = { role: 'ADMIN' | 'USER'; email: string; password: string; name: string };

const DEMO_PASSWORD = 'giglane1';

/** The demo buyers besides the admin; `woman` only shapes their portrait. */
const DEMO_USERS = [
  { name: 'Anna Nguyen', email: 'anna@giglane.dev', woman: true },
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
    demoUsers: accounts.map((account) => ({
      ...account,
      woman: DEMO_USERS.some((demo) => demo.email === account.email && demo.woman),
    })),
    firstIds: await nextTaxonomyIds(db),
  });

  const rendering = performance.now();
  const [pictures, hashes] = await Promise.all([
    renderAll(plan.pictures),
    // Seeded sellers and buyers share one hash of a random password: nobody can sign in as them.
    Promise.all([
      ...accounts.map((account) => hashPassword(account.password)),
      hashPassword(randomBytes(24).toString('base64url')),
    ]),
  ]);
  log(`Rendered ${counted(pictures.length)} pictures in ${seconds(rendering)}`);
  const memberHash = hashes[accounts.length]!;

  const loading = performance.now();
  await db.transaction(async (tx) => {
    const write = tx as unknown as Database;
    const imageStore = createImagesRepository(write);
    for (let i = 0; i < pictures.length; i += BATCH_PICTURES)
      await imageStore.saveMany(pictures.slice(i, i + BATCH_PICTURES));
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
    for (let i = 0; i < plan.jobs.length; i += BATCH_ROWS)
      await insertAll(
        write,
        jobs,
        plan.jobs.slice(i, i + BATCH_ROWS).map((job) => ({ ...job, ...plan.describe(job) })),
      );
    await insertAll(write, hires, plan.hires);
    // Each comment fires the rating trigger, which sets the job's danhGia and saoCongViec.
    await insertAll(write, comments, plan.comments);
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
      `${plan.jobDetails.length} subcategories, ${counted(plan.jobs.length)} gigs, ` +
      `${counted(plan.users.length)} users, ${counted(plan.comments.length)} reviews and ` +
      `${counted(plan.hires.length)} orders in ${seconds(loading)} (${seconds(started)} in all)`,
  );
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
