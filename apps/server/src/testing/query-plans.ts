import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';

/** A statement as the app sent it: its text and its parameters. */
export type Statement = { text: string; params: unknown[] };

/** One node of `EXPLAIN (FORMAT JSON)`'s plan, the fields the tests read. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** Every statement the app's database runs while `work` runs (drizzle's logger sees them all). */
export async function recordStatements(
  db: Database,
  work: () => Promise<unknown>,
): Promise<Statement[]> {
  const session = (db as unknown as { session: { logger: Logger } }).session;
  const kept = session.logger;
  const statements: Statement[] = [];
  session.logger = { logQuery: (text, params) => statements.push({ text, params }) };
  try {
    await work();
  } finally {
    session.logger = kept;
  }
  return statements;
}

/**
 * The plan the database would choose for `statement`, with sequential scans priced out as the
 * planner prices them on a large table: on the few rows of a test catalog a sequential scan
 * always looks cheapest, and the question here is which index a read uses and whether it sorts.
 */
export async function planOf(db: Database, statement: Statement): Promise<PlanNode> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const explain = `explain (format json) ${statement.text}`;
  type Explained = { 'QUERY PLAN': [{ Plan: PlanNode }] | string };
  let explained: Explained;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      await connection.query('begin');
      await connection.query('set local enable_seqscan = off');
      explained = (await connection.query<Explained>(explain, statement.params)).rows[0]!;
      await connection.query('rollback');
    } finally {
      connection.release();
    }
  } else {
    explained = await client.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      const { rows } = await tx.query<Explained>(explain, statement.params);
      await tx.rollback();
      return rows[0]!;
    });
  }
  const plan = explained['QUERY PLAN'];
  return (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)[0].Plan;
}

/** The node and every node under it. */
export function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan']);

/**
 * What a plan reads and how, in a line a failing assertion can show: each table read with its
 * scan and index, each sort with whether it sorts a bounded page (a Limit under it).
 */
export function planShape(plan: PlanNode): {
  seqScans: string[];
  /** Sorts with no Limit under them: they sort every match, not one page. */
  unboundedSorts: number;
  sorts: number;
  /** `Index Only Scan on <index>` / `Index Scan on <index>` under a Limit, in plan order. */
  limitedIndexReads: string[];
  indexOnly: string[];
} {
  const nodes = nodesOf(plan);
  const sorts = nodes.filter((node) => node['Node Type'].endsWith('Sort'));
  return {
    seqScans: nodes
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name']!),
    sorts: sorts.length,
    unboundedSorts: sorts.filter(
      (sort) => !nodesOf(sort).some((node) => node['Node Type'] === 'Limit'),
    ).length,
    limitedIndexReads: nodes
      .filter((node) => node['Node Type'] === 'Limit')
      .flatMap(nodesOf)
      .filter((node) => INDEX_SCANS.has(node['Node Type']))
      .map((node) => `${node['Node Type']} on ${node['Index Name']}`),
    indexOnly: nodes
      .filter((node) => node['Node Type'] === 'Index Only Scan')
      .map((node) => node['Index Name']!),
  };
}
