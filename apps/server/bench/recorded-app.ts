/*
 * What the in-process read benchmarks share: the real app on the PostgreSQL of DATABASE_URL, on a
 * pool whose statements can be recorded and explained for the plans, and the timing of a query.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { temporaryFileStore } from '../src/testing/temporary-file-store';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';

type Sent = { query: string; params: unknown[] };

export async function openRecordedApp(extra: Partial<AppOptions['config']> = {}) {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Set DATABASE_URL: this benchmark is for PostgreSQL');
  // Opening the database once brings its schema up to date; the app then runs on a pool of its
  // own whose statements can be recorded for the plans.
  await (await openDatabase({ url: config.databaseUrl })).close();
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  let recording: Sent[] | undefined;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => recording?.push({ query, params }) },
  });
  const app = await buildApp({
    config: { apiKeys: [], corsOrigins: [], publicUrl: undefined, authRateLimit: 1000, ...extra },
    db,
    fileStore: (await temporaryFileStore()).store,
    jwtSecret: randomBytes(32).toString('hex'),
  });
  await app.ready();

  /** The EXPLAIN ANALYZE of every statement `run` sends that `keep` keeps, as Markdown. */
  async function planOf(run: () => Promise<unknown>, keep: (sent: Sent) => boolean) {
    recording = [];
    await run();
    const statements = recording.filter(keep);
    recording = undefined;
    const lines: string[] = [];
    for (const statement of statements) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.query}`,
        statement.params,
      );
      lines.push('```', ...rows.map((row) => row['QUERY PLAN']), '```\n');
    }
    return lines;
  }

  /** Writes the plans of each named query to `file`, each under its name. */
  async function writePlans(
    file: string,
    queries: [name: string, query: string][],
    run: (query: string) => Promise<unknown>,
    keep: (sent: Sent) => boolean,
  ) {
    const sections: string[] = [];
    for (const [name, query] of queries)
      sections.push(
        `### ${name}: \`${query || '(no filter)'}\`\n`,
        ...(await planOf(() => run(query), keep)),
      );
    await writeFile(file, sections.join('\n'));
    console.log(`Plans written to ${file}`);
  }

  return {
    app,
    pool,
    writePlans,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One warm-up, then `runs` timed calls one at a time: their p50 and p95, and the last answer. */
export async function timed<T extends { ms: number }>(runs: number, call: () => Promise<T>) {
  let last = await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    last = await call();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), last };
}
