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
  /** With `analyze`: the rows the node returned per loop, and its loops. */
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/**
 * Every statement the app's database runs while `work` runs, as drizzle's logger sees them. Not
 * those of a transaction, which drizzle runs with the logger the database was opened with.
 */
export async function recordStatements(
  db: Database,
  work: () => Promise<unknown>,
): Promise<Statement[]> {
  const runner = (db as unknown as { session: { logger: Logger } }).session;
  const kept = runner.logger;
  const statements: Statement[] = [];
  runner.logger = { logQuery: (text, params) => statements.push({ text, params }) };
  try {
    await work();
  } finally {
    runner.logger = kept;
  }
  return statements;
}

/**
 * The plan the database would choose for `statement`, with sequential scans priced out as the
 * planner prices them on a large table: on the few rows of a test catalog a sequential scan
 * always looks cheapest, and the question here is which index a read uses and whether it sorts.
 */
export async function planOf(
  db: Database,
  statement: Statement,
  { analyze = false } = {},
): Promise<PlanNode> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const explain = `explain (format json${analyze ? ', analyze' : ''}) ${statement.text}`;
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

/** The node and every node under it, in plan order. */
export function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** A plan's nodes in order, each as `Index Only Scan on <index>`, `Seq Scan on <table>` or its type. */
export function planSteps(plan: PlanNode): string[] {
  return nodesOf(plan).map((node) => {
    const target = node['Index Name'] ?? node['Relation Name'];
    return target ? `${node['Node Type']} on ${target}` : node['Node Type'];
  });
}

/** Sorts with no Limit under them: each sorts every row its input reads, not one page of it. */
export const unboundedSorts = (plan: PlanNode) =>
  nodesOf(plan).filter(
    (node) =>
      node['Node Type'].endsWith('Sort') &&
      !nodesOf(node).some((below) => below['Node Type'] === 'Limit'),
  ).length;

/** Nodes that read rows of a table, each as `<type> on <table or index>: <rows over all loops>`. */
export const tableReads = (plan: PlanNode) =>
  nodesOf(plan)
    .filter((node) =>
      /^(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan)$/.test(node['Node Type']),
    )
    .map((node) => ({
      step: `${node['Node Type']} on ${node['Index Name'] ?? node['Relation Name']}`,
      rows: (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1),
    }));

/**
 * Runs `work` (a request) and returns the plan of every read it made, as the database would choose
 * it for a large table (planOf); `analyze` runs each again to count the rows its nodes read.
 */
export async function plansOfReads(
  db: Database,
  work: () => Promise<unknown>,
  options: { analyze?: boolean } = {},
) {
  const statements = await recordStatements(db, work);
  const reads = statements.filter(({ text }) => /^\s*(select|with)\b/i.test(text));
  return Promise.all(
    reads.map(async (statement) => {
      const plan = await planOf(db, statement, options);
      return { text: statement.text, plan, steps: planSteps(plan) };
    }),
  );
}
