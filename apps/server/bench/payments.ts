/*
 * Payments benchmark (decision 045): checkout to paid, as a buyer's browser makes it against a
 * server process with the test processor — the checkout's quote, placing the order, paying it
 * with the test card — for --orders orders by --buyers buyers, --concurrency at a time. It reports
 * the flow's p50 and p95, and the ledger entries written per second while it ran; then it asks
 * the reconciliation, which must balance.
 *
 *   DATABASE_URL=postgres://…/postgres npm run bench:payments -- [--orders 2000] [--buyers 20]
 *     [--concurrency 16]
 *
 * It makes a database of its own (giglane_bench_payments) on that server, with the demo catalog,
 * and drops it at the end.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cleanUp, freshPostgresDatabase, startServer } from './child-server';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '2000' },
    buyers: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16' },
  },
});
const orders = Number(values.orders);
const buyers = Number(values.buyers);
const concurrency = Number(values.concurrency);
if (![orders, buyers, concurrency].every((n) => Number.isInteger(n) && n >= 1))
  throw new Error('--orders, --buyers and --concurrency must be whole numbers from 1');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server the benchmark may use');

const CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2040,
  cvc: '123',
  name: 'Bench',
};

try {
  const url = await freshPostgresDatabase(serverUrl, 'giglane_bench_payments');
  const server = await startServer(
    { DATABASE_URL: url, SEED: 'auto', PAYMENTS: 'test', AUTH_RATE_LIMIT: '100000' },
    { quiet: true },
  );
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: {
        ...(token ? { token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { content: unknown };
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json.content;
  };

  // Buyers sign up and in; they order the demo catalog's gigs, none of them their own.
  const tokens: string[] = [];
  for (let i = 0; i < buyers; i += 1) {
    const email = `buyer${i}-${randomUUID().slice(0, 8)}@bench.giglane.dev`;
    await call('POST', '/api/auth/signup', undefined, {
      name: `Bench Buyer ${i}`,
      email,
      password: 'secret12',
    });
    const signedIn = (await call('POST', '/api/auth/signin', undefined, {
      email,
      password: 'secret12',
    })) as {
      token: string;
    };
    tokens.push(signedIn.token);
  }
  const gigs = ((await call('GET', '/api/cong-viec')) as { id: number }[])
    .map((gig) => gig.id)
    .slice(0, 50);

  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const entries = async () =>
    Number(
      (await pool.query<{ n: string }>('select count(*) as n from ledger_entries')).rows[0]!.n,
    );

  /** One buyer's checkout, placing and payment: the milliseconds it took. */
  async function checkoutToPaid(i: number): Promise<number> {
    const token = tokens[i % tokens.length]!;
    const gigId = gigs[i % gigs.length]!;
    const started = performance.now();
    const checkout = (await call('GET', `/api/gigs/${gigId}/checkout`)) as {
      quotes: { tier: string; version: string }[];
    };
    const quote = checkout.quotes[0]!;
    const order = (await call('POST', '/api/orders', token, {
      gigId,
      package: quote.tier,
      idempotencyKey: randomUUID(),
      quoteVersion: quote.version,
    })) as { id: number };
    await call('POST', `/api/orders/${order.id}/payment`, token, { card: CARD });
    return performance.now() - started;
  }

  // A warm-up, then the measured run.
  await Promise.all(Array.from({ length: concurrency }, (_, i) => checkoutToPaid(i)));
  const before = await entries();
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < orders) times.push(await checkoutToPaid(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const written = (await entries()) - before;
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

  const admin = (await call('POST', '/api/auth/signin', undefined, {
    email: 'admin@giglane.dev',
    password: 'admin123',
  })) as { token: string };
  const books = (await call('GET', '/api/admin/finance/reconciliation', admin.token)) as {
    balanced: boolean;
  };
  await pool.end();

  console.log(
    `| orders | concurrency | checkout-to-paid p50 ms | p95 ms | orders/s | ledger entries/s | books |`,
  );
  console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
  console.log(
    `| ${orders} | ${concurrency} | ${at(50).toFixed(1)} | ${at(95).toFixed(1)} | ${(orders / seconds).toFixed(0)} | ${(written / seconds).toFixed(0)} | ${books.balanced ? 'balanced' : 'NOT BALANCED'} |`,
  );
  if (!books.balanced) process.exitCode = 1;
} finally {
  await cleanUp();
}
