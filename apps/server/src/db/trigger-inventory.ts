import path from 'node:path';
import { sql } from 'drizzle-orm';
import { format, resolveConfig } from 'prettier';
import { queryRows, type AnyDatabase } from './client';
import { sqlSourcesFolder, TRIGGER_DUTIES, type SourceDefinitions } from './sql-sources';

/** The generated list of triggers, beside the source files (decision 042). */
export function inventoryFile(): string {
  return path.join(sqlSourcesFolder(), 'triggers.md');
}

/** A trigger as pg_trigger describes it: where it fires, on what, and what it runs. */
export type DatabaseTrigger = {
  table: string;
  name: string;
  timing: string;
  events: string;
  level: string;
  condition: string;
  function: string;
};

/** Every trigger of the database but the internal ones (foreign keys' and such). */
export function databaseTriggers(db: AnyDatabase): Promise<DatabaseTrigger[]> {
  // tgtype's bits: 1 row, 2 before, 4 insert, 8 delete, 16 update, 32 truncate, 64 instead of.
  return queryRows<DatabaseTrigger>(
    db,
    sql`
      select c.relname as "table", t.tgname as name,
             case when t.tgtype & 2 <> 0 then 'before'
                  when t.tgtype & 64 <> 0 then 'instead of' else 'after' end as timing,
             concat_ws(' / ',
               case when t.tgtype & 4 <> 0 then 'insert' end,
               case when t.tgtype & 16 <> 0 then 'update' || coalesce(' (' || (
                 select string_agg(a.attname, ', ' order by k.n)
                   from unnest(t.tgattr::int2[]) with ordinality as k (attnum, n)
                   join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = k.attnum) || ')', '')
               end,
               case when t.tgtype & 8 <> 0 then 'delete' end,
               case when t.tgtype & 32 <> 0 then 'truncate' end) as events,
             case when t.tgtype & 1 <> 0 then 'row' else 'statement' end as level,
             coalesce(substring(pg_get_triggerdef(t.oid) from ' WHEN \\((.*)\\) EXECUTE FUNCTION '), '')
               as condition,
             p.proname as "function"
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid
       where not t.tgisinternal
       order by c.relname, t.tgname`,
  );
}

/** The database's own functions (not an extension's) and views, each with its definition. */
export async function databaseCode(db: AnyDatabase) {
  const functions = await queryRows<{ name: string; definition: string }>(
    db,
    sql`
      select p.proname as name, pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and not exists (select 1 from pg_depend d
                          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
       order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  const views = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select viewname as name, definition from pg_views where schemaname = 'public' order by 1`,
  );
  const triggers = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select tgname as name, pg_get_triggerdef(oid) as definition
          from pg_trigger where not tgisinternal order by tgrelid::regclass::text, tgname`,
  );
  return { functions, views, triggers };
}

export type InventoryRow = DatabaseTrigger & { source: string; duty: string };

/** The database's triggers with the file that defines each and its duty, in the database's order. */
export function inventoryRows(
  triggers: DatabaseTrigger[],
  sources: SourceDefinitions,
): InventoryRow[] {
  const key = (table: string, name: string) => `${table}.${name}`;
  const defined = new Map(
    sources.triggers.map((trigger) => [key(trigger.table, trigger.name), trigger]),
  );
  const rows = triggers.map((trigger) => {
    const source = defined.get(key(trigger.table, trigger.name));
    if (!source)
      throw new Error(`Trigger ${trigger.name} on ${trigger.table} is in no source file`);
    defined.delete(key(trigger.table, trigger.name));
    return { ...trigger, source: source.file, duty: source.duty };
  });
  for (const missing of defined.values())
    throw new Error(
      `${missing.file} defines trigger ${missing.name} on ${missing.table}, which the database lacks`,
    );
  return rows;
}

/** The inventory's Markdown, formatted as the repository's Prettier formats it. */
export async function inventoryText(rows: InventoryRow[]): Promise<string> {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const code = (text: string) => (text ? `\`${cell(text)}\`` : '');
  const table = rows.map((row) =>
    [
      row.table,
      row.name,
      row.timing,
      row.events,
      row.level,
      code(row.condition),
      `${row.function}()`,
      row.source,
      row.duty,
    ].join(' | '),
  );
  const duties = Object.entries(TRIGGER_DUTIES).map(
    ([duty, { mechanical, meaning }]) =>
      `- **${duty}** (${mechanical ? 'mechanical' : 'not mechanical'}): ${meaning}.`,
  );
  const notMechanical = rows
    .filter((row) => !TRIGGER_DUTIES[row.duty as keyof typeof TRIGGER_DUTIES].mechanical)
    .map((row) => `- \`${row.name}\` on \`${row.table}\` (${row.source}): ${row.duty}.`);
  const markdown = [
    '# Triggers',
    '',
    'Which trigger fires on which table, generated from a freshly migrated database and the source',
    'files beside this one by `npm run db:triggers --workspace @giglane/server`: do not edit it by',
    "hand. `src/db/trigger-inventory.test.ts` fails when a test database's triggers and this list",
    'differ (decision 042).',
    '',
    '| Table | Trigger | Timing | Events | Level | Condition | Function | Source | Duty |',
    '| - | - | - | - | - | - | - | - | - |',
    ...table.map((line) => `| ${line} |`),
    '',
    '## Duties',
    '',
    ...duties,
    '',
    '## Not mechanical',
    '',
    ...(notMechanical.length > 0 ? notMechanical : ['None.']),
    '',
  ].join('\n');
  const file = inventoryFile();
  return format(markdown, { ...(await resolveConfig(file)), filepath: file });
}
