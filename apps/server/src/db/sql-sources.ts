import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { serverPackageRoot } from '../lib/package-root';
import { queryRows, type AnyDatabase, type DatabaseHandle } from './client';

/**
 * The current definition of every SQL function, trigger and view, one file per area, applied after
 * the migrations (decision 042, `sql/README.md`). Read from the package folder at run time, as the
 * migrations are, so the server's bundle finds them too.
 */
export function sqlSourcesFolder(): string {
  return path.join(serverPackageRoot(), 'src', 'db', 'sql');
}

export type SqlSource = { file: string; text: string };

/** The folder's `.sql` files in name order, the order they are applied in. */
export async function readSqlSources(folder = sqlSourcesFolder()): Promise<SqlSource[]> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(folder, file), 'utf8') })),
  );
}

/** A digest of the files' names and texts, in the order they are applied. */
function fingerprint(sources: SqlSource[]): string {
  const hash = createHash('sha256');
  for (const { file, text } of sources) hash.update(file).update('\0').update(text).update('\0');
  return hash.digest('hex');
}

/** Whether the database records having applied exactly the files in `folder` (migration 0028). */
export async function sqlSourcesApplied(db: AnyDatabase, folder = sqlSourcesFolder()) {
  const [row] = await queryRows<{ fingerprint: string }>(
    db,
    sql`select fingerprint from sql_sources`,
  );
  return row?.fingerprint === fingerprint(await readSqlSources(folder));
}

/**
 * Applies every source file in one transaction, with the record of what was applied: all of them
 * or, when one fails, none. Each file runs as one text, as PGlite's exec and PostgreSQL's simple
 * query protocol take several statements ($$-quoted bodies included) where a prepared query takes
 * one.
 */
export async function applySqlSources(
  db: AnyDatabase,
  kind: DatabaseHandle['kind'],
  folder = sqlSourcesFolder(),
): Promise<void> {
  const sources = await readSqlSources(folder);
  // Part of the files' text, which is sent as is: a hex digest has nothing to quote.
  const record = `insert into sql_sources (fingerprint) values ('${fingerprint(sources)}')
    on conflict (id) do update set fingerprint = excluded.fingerprint, applied_at = now()`;
  if (kind === 'pglite') {
    const client = (db as unknown as { $client: PGlite }).$client;
    await client.transaction(async (tx) => {
      for (const source of sources) await naming(source, () => tx.exec(source.text));
      await tx.exec(record);
    });
  } else {
    await db.transaction(async (tx) => {
      for (const source of sources) await naming(source, () => tx.execute(sql.raw(source.text)));
      await tx.execute(sql.raw(record));
    });
  }
}

/** Runs one file's statements; an error names the file, which PostgreSQL's message does not. */
async function naming(source: SqlSource, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    throw new Error(`${source.file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * What each trigger is for. Mechanical duties keep derived rows in step or tell listeners; the
 * others decide something the application should, and are listed apart in the inventory.
 */
export const TRIGGER_DUTIES = {
  'search rows': {
    mechanical: true,
    meaning: "keeps a copy a search reads (gig_search, gig_search_terms, an order's keywords)",
  },
  aggregates: { mechanical: true, meaning: 'keeps a count or sum on the row that shows it' },
  'file deletions': {
    mechanical: true,
    meaning: 'drops a file nothing shows any more and queues its bytes for the file sweeper',
  },
  NOTIFY: { mechanical: true, meaning: 'tells listening instances at commit' },
  'member rows': { mechanical: true, meaning: 'writes the rows that always come with another' },
  guard: {
    mechanical: true,
    meaning:
      'refuses a write that would break an invariant of the books (the ledger is append-only and balanced)',
  },
  'business rule': {
    mechanical: false,
    meaning: 'decides what the application should: to move into its service',
  },
} as const;

export type TriggerDuty = keyof typeof TRIGGER_DUTIES;

/** The objects the source files define, each with its file; a trigger with its duty. */
export type SourceDefinitions = {
  functions: { name: string; file: string }[];
  views: { name: string; file: string }[];
  triggers: { name: string; table: string; file: string; duty: TriggerDuty }[];
};

const FUNCTION = /^CREATE OR REPLACE FUNCTION (\w+)\(/gm;
const VIEW = /^CREATE OR REPLACE VIEW (\w+) /gm;
/** A trigger, with the `-- Duty:` line every trigger has just above it. */
const TRIGGER = /^(?:-- Duty: (.+)\n)?CREATE OR REPLACE TRIGGER (\w+)\s[^;]*?\sON (\w+)\s/gm;

/** Reads what the files define; a trigger without a known duty is refused. */
export function sourceDefinitions(sources: SqlSource[]): SourceDefinitions {
  const definitions: SourceDefinitions = { functions: [], views: [], triggers: [] };
  for (const { file, text } of sources) {
    for (const [, name] of text.matchAll(FUNCTION))
      definitions.functions.push({ name: name!, file });
    for (const [, name] of text.matchAll(VIEW)) definitions.views.push({ name: name!, file });
    for (const [, duty, name, table] of text.matchAll(TRIGGER)) {
      if (!duty || !(duty in TRIGGER_DUTIES))
        throw new Error(
          `${file}: trigger ${name} needs a "-- Duty:" line above it, one of: ${Object.keys(TRIGGER_DUTIES).join(', ')}`,
        );
      definitions.triggers.push({ name: name!, table: table!, file, duty: duty as TriggerDuty });
    }
  }
  return definitions;
}
