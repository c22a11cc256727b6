import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { from as copyFromStdin } from 'pg-copy-streams';
import { isDeadlock } from '../../lib/db-errors';
import { COUNTED_TABLES } from '../../lib/row-counts';
import { queryRows, type Database } from '../client';
import * as schema from '../schema';

/** Where the rows of a bulk load go: the load's transaction, and a writer per engine. */
export type BulkLoad = {
  tx: Database;
  /**
   * Appends rows to a table, taking them from `rows` as it goes: a COPY on PostgreSQL, one array
   * per column unnested on PGlite. A field a row leaves out is written as the column's plain
   * default, or null.
   */
  write: <T extends PgTable>(table: T, rows: Iterable<T['$inferInsert']>) => Promise<void>;
};

type LoadOptions = {
  /** The tables the load writes: their secondary indexes and foreign keys wait until the end. */
  tables: readonly PgTable[];
  log: (line: string) => void;
};

/**
 * The row triggers that keep derived data (decision 004), off while the rows go in: with them on,
 * every review and order updated its gig, and every gig update rewrote its search row, one row at
 * a time. `rebuildDerived` does all of their work at the end in a few set-based statements, so
 * this list and that function change together. Triggers that fill a row's own fields stay on.
 */
const DERIVED_TRIGGERS = [
  // jobs.rating_count, rating_total and stars (sql/gigs.sql)
  { table: 'comments', name: 'comments_follow_ratings' },
  // jobs.hire_count (sql/gigs.sql)
  { table: 'hires', name: 'hires_follow_count' },
  // gig_search (sql/search.sql)
  { table: 'jobs', name: 'jobs_follow_search' },
  { table: 'users', name: 'users_follow_search' },
  // row_count_deltas (sql/row-counts.sql): a COPY would keep every row it wrote to count them
  ...COUNTED_TABLES.map((table) => ({
    table,
    name: `${table}_count_inserts`,
  })),
] as const;

/**
 * Every trigger the load switches off and back on. No trigger tells anyone of a loaded order or
 * review: the services decide that (decision 038, migration 0026), and a loaded history is not news.
 */
const LOAD_OFF_TRIGGERS = DERIVED_TRIGGERS;

/** Tables the load does not write but `rebuildDerived` fills: their indexes wait too. */
const DERIVED_TABLES = ['gig_search', 'gig_search_terms'];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Loads a large catalog in one transaction: all of it or nothing. The derived-data triggers are
 * off, the tables' secondary indexes and foreign keys are dropped (each rebuilt once from sorted
 * data instead of updated row by row, each key checked by one join), the rows go in, and then the
 * derived data is computed, the indexes and keys are created again exactly as they were (read
 * from the catalog first) and the triggers are switched back on, still inside the transaction.
 */
export async function bulkLoad(
  db: Database,
  options: LoadOptions,
  load: (bulk: BulkLoad) => Promise<void>,
): Promise<void> {
  const run = async (tx: Database, write: Writer) => {
    const times = new Map<string, number>();
    const bulk: BulkLoad = {
      tx,
      write: async (table, rows) => {
        const started = performance.now();
        await write(tx, table, rows);
        const name = getTableName(table);
        times.set(name, (times.get(name) ?? 0) + performance.now() - started);
      },
    };
    const names = [...options.tables.map(getTableName), ...DERIVED_TABLES];
    const restore = await setAside(tx, names);
    const loading = performance.now();
    await load(bulk);
    const spent = [...times].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
    options.log(`Loaded in ${seconds(loading)}, writing the tables for ${spent.join(', ')}`);
    let started = performance.now();
    await rebuildDerived(tx);
    options.log(`Computed ratings, order counts and the search table in ${seconds(started)}`);
    started = performance.now();
    await restore();
    options.log(`Built the indexes and checked the foreign keys in ${seconds(started)}`);
  };

  // The handle's client: PGlite's, or node-postgres's pool.
  const pool = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (pool instanceof PGlite) {
    await db.transaction((tx) => run(tx as unknown as Database, insertColumns));
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await loadOnOneConnection(pool, run);
      return;
    } catch (error) {
      // Setting the tables aside locks them one by one, while another instance's worker may hold
      // one and wait for another; PostgreSQL then aborts one side. Nothing of the load stays, so
      // it starts again once the other side has gone on.
      if (!isDeadlock(error) || attempt === DEADLOCK_ATTEMPTS) throw error;
      options.log('A concurrent transaction deadlocked with the load; loading again');
    }
  }
}

const DEADLOCK_ATTEMPTS = 5;

async function loadOnOneConnection(
  pool: pg.Pool,
  run: (tx: Database, write: Writer) => Promise<void>,
): Promise<void> {
  // PostgreSQL's own modules, loaded only where the load runs on it (client.ts does the same).
  const [{ drizzle }, { from: copyFrom }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('pg-copy-streams'),
  ]);
  // COPY streams over one connection, so the transaction is held on that connection too.
  const connection = await pool.connect();
  let failed = true;
  try {
    const own = drizzle(connection, { schema }) as unknown as Database;
    await own.transaction(async (tx) => {
      // Sorting for an index build may use this much memory, in this transaction only.
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      await run(tx, (_, table, rows) => copyRows(connection, copyFrom, table, rows));
    });
    failed = false;
  } finally {
    connection.release(failed);
  }
}

/**
 * Switches the derived-data and announcing triggers off and drops the secondary indexes and foreign keys of
 * `tables`; the function it returns puts every one of them back as it was.
 */
async function setAside(tx: Database, tables: string[]) {
  // Primary keys stay: other tables' foreign keys and ON CONFLICT lean on them.
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i
         where i.indrelid = any(${sql.param(tables)}::regclass[])
           and not exists (select 1 from pg_constraint c
                            where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
         order by i.indrelid, name`,
  );
  const keys = await queryRows<{ relation: string; name: string; definition: string }>(
    tx,
    sql`select conrelid::regclass::text as relation, conname as name,
               pg_get_constraintdef(oid) as definition
          from pg_constraint
         where contype = 'f' and conrelid = any(${sql.param(tables)}::regclass[])
         order by conrelid, conname`,
  );
  // The public pages' notices (sql/pages.sql) too: their update triggers would keep a copy of
  // every row the load rebuilds. One notice at the end tells of the whole load instead.
  const announcing = await queryRows<{ table: string; name: string }>(
    tx,
    sql`select tgrelid::regclass::text as table, tgname as name
          from pg_trigger
         where not tgisinternal and tgrelid = any(${sql.param(tables)}::regclass[])
           and tgfoid in ('public_pages_changed'::regproc, 'public_pages_rows_changed'::regproc)
         order by 1, 2`,
  );
  const switchedOff = [...LOAD_OFF_TRIGGERS, ...announcing];
  for (const trigger of switchedOff)
    await tx.execute(
      sql`alter table ${sql.identifier(trigger.table)} disable trigger ${sql.identifier(trigger.name)}`,
    );
  for (const key of keys)
    await tx.execute(
      sql`alter table ${sql.raw(key.relation)} drop constraint ${sql.identifier(key.name)}`,
    );
  for (const index of indexes) await tx.execute(sql`drop index ${sql.raw(index.name)}`);

  return async () => {
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const key of keys)
      await tx.execute(
        sql`alter table ${sql.raw(key.relation)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
      );
    for (const trigger of switchedOff)
      await tx.execute(
        sql`alter table ${sql.identifier(trigger.table)} enable trigger ${sql.identifier(trigger.name)}`,
      );
    if (announcing.length > 0) await tx.execute(sql`select public_pages_changed_now()`);
  };
}

/**
 * What DERIVED_TRIGGERS would have written row by row, in one pass each: every gig's rating
 * aggregates and order count grow by its reviews and orders exactly as the triggers add them (so
 * its stars stay as written when nobody rated it), then the search table is built afresh.
 */
async function rebuildDerived(tx: Database): Promise<void> {
  await tx.execute(sql`
    update jobs
       set rating_count = jobs.rating_count + coalesce(added.ratings, 0),
           rating_total = jobs.rating_total + coalesce(added.stars, 0),
           stars = case when added.ratings is null then jobs.stars
                        else round((jobs.rating_total + added.stars)::numeric
                                   / (jobs.rating_count + added.ratings)) end,
           hire_count = jobs.hire_count + coalesce(added.hires, 0)
      from (select job_id, reviews.ratings, reviews.stars, orders.hires
              from (select job_id, count(*)::int as ratings, sum(stars)::int as stars
                      from comments where counted and published_at is not null
                     group by job_id) as reviews
              full join (select job_id, count(*)::int as hires from hires group by job_id) as orders
             using (job_id)) as added
     where added.job_id = jobs.id`);
  await tx.execute(sql`select gig_search_rebuild()`);
  await tx.execute(sql`select recount_rows()`);
}

type Row = Record<string, unknown>;
type Writer = (tx: Database, table: PgTable, rows: Iterable<Row>) => Promise<void>;
type Column = { key: string; name: string; type: string; fallback: unknown };

/** Rows a number at a time, taken from `rows` only as each batch is asked for. */
function* batches(rows: Iterable<Row>, size: number): Generator<Row[]> {
  let batch: Row[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * The columns the first batch of rows gives values for (any of its rows), with what a row that
 * leaves one out stores: the column's plain default, or null. An SQL default cannot be sent as a
 * value, so a column that has one must be given by every row; a later row may give no column the
 * first batch did not.
 */
function columnsOf(table: PgTable, first: Row[]) {
  const given = new Set<string>();
  for (const row of first) for (const key in row) given.add(key);
  const columns: Column[] = Object.entries(getTableColumns(table))
    .filter(([key]) => given.has(key))
    .map(([key, column]: [string, PgColumn]) => ({
      key,
      name: column.name,
      // A serial column stores integers; its type name is only a shorthand for creating it.
      type: column.getSQLType().replace(/^serial$/, 'integer'),
      fallback: column.default ?? null,
    }));
  const known = new Set(columns.map((column) => column.key));
  const required = columns.filter((column) => is(column.fallback, SQL));
  const check = (row: Row) => {
    for (const key in row)
      if (!known.has(key))
        throw new Error(
          `${getTableName(table)} has no column ${key}, or an earlier row left it out`,
        );
    for (const column of required)
      if (row[column.key] === undefined)
        throw new Error(`Every row of ${getTableName(table)} must give ${column.key}`);
  };
  return { columns, check };
}

const valueOf = (row: Row, column: Column) => row[column.key] ?? column.fallback;

/** A row's value as COPY's text takes it: a JSON document as its text, whatever its shape. */
const fieldValueOf = (row: Row, column: Column) => {
  const value = valueOf(row, column);
  return column.type === 'jsonb' ? JSON.stringify(value) : value;
};

/** An array as PostgreSQL writes it, for a column of arrays sent as one text[] parameter. */
const arrayLiteral = (items: readonly unknown[]) =>
  `{${items.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

function copyText(value: unknown): string {
  if (Array.isArray(value)) return arrayLiteral(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new Error(`A seeded field cannot be a ${typeof value}`);
}

const DELIMITERS = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A field of COPY's text format: backslash escapes for the characters that delimit it. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  const text = copyText(value);
  return DELIMITERS.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => ESCAPES[c]!) : text;
}

/** Rows per chunk of COPY text: small enough that writing one never keeps the socket idle long. */
const COPY_CHUNK = 1_000;

/**
 * Rows as one COPY … FROM STDIN on the load's connection: no statement to parse per row. The text
 * is written a chunk of rows at a time as the socket takes it, so the database reads one chunk
 * while the next is being written, and a million rows never sit in memory at once.
 */
async function copyRows(
  connection: pg.PoolClient,
  copyFrom: typeof copyFromStdin,
  table: PgTable,
  rows: Iterable<Row>,
) {
  const chunks = batches(rows, COPY_CHUNK);
  const first = chunks.next();
  if (first.done) return;
  const { columns, check } = columnsOf(table, first.value);
  const text = (batch: Row[]) => {
    const lines = batch.map((row) => {
      check(row);
      return columns.map((column) => copyField(fieldValueOf(row, column))).join('\t');
    });
    return `${lines.join('\n')}\n`;
  };
  function* texts() {
    yield text(first.value as Row[]);
    for (const batch of chunks) yield text(batch);
  }
  const names = columns.map(({ name }) => `"${name}"`).join(', ');
  await pipeline(
    Readable.from(texts()),
    connection.query(copyFrom(`copy "${getTableName(table)}" (${names}) from stdin`)),
  );
}

const BATCH_COLUMNS = 5_000;

/**
 * Inserts rows column-wise: each column one array parameter, unnested into rows by the database.
 * For hundreds of thousands of rows this costs a fraction of a multi-row VALUES, whose thousands
 * of parameters dominate the work. PGlite's path: it has no socket to stream a COPY over.
 */
async function insertColumns(db: Database, table: PgTable, rows: Iterable<Row>) {
  let described: ReturnType<typeof columnsOf> | undefined;
  for (const batch of batches(rows, BATCH_COLUMNS)) {
    described ??= columnsOf(table, batch);
    const { columns, check } = described;
    batch.forEach(check);
    const values = columns.map((column) => {
      const list = batch.map((row) => {
        const value = valueOf(row, column);
        if (column.type === 'jsonb') return JSON.stringify(value);
        if (column.type.endsWith('[]')) return arrayLiteral(value as unknown[]);
        return value instanceof Date ? value.toISOString() : value;
      });
      // Arrays of arrays cannot be unnested row by row: those travel as text and are cast back.
      return column.type.endsWith('[]')
        ? sql`${sql.param(list)}::text[]`
        : sql`${sql.param(list)}::${sql.raw(column.type)}[]`;
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
