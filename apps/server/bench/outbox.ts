/*
 * Outbox benchmark (decision 037): --events live events recorded in transactions of --batch at a
 * steady --rate (events per second, in total) while --instances app instances, each with its own
 * pool, LISTEN connection and worker, take them. It measures each event's latency from the start
 * of the transaction that recorded it to its NOTIFY reaching a separate listener, the throughput,
 * and checks that every event was sent exactly once.
 *
 *   DATABASE_URL=postgres://…/giglane_bench npm run bench:outbox -- [--events 5000] [--rate 500]
 *     [--batch 1] [--instances 2]
 *
 * The database must be one the server has migrated (any Giglane database); the run records events
 * with negative order ids only, which name no order, and deletes its events at the end. Its
 * instances run as servers do: they also complete the database's due deliveries.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { lt, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { outboxEvents } from '../src/db/schema';
import { LIVE_CHANNEL } from '../src/lib/live-payload';
import { recordEvents } from '../src/lib/outbox';
import { temporaryFileStore } from '../src/testing/temporary-file-store';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '500' },
    batch: { type: 'string', default: '1' },
    instances: { type: 'string', default: '2' },
  },
});
const events = Number(values.events);
const rate = Number(values.rate);
const batch = Number(values.batch);
const instances = Number(values.instances);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database the server has migrated');

const handles: DatabaseHandle[] = [];
const open = async () => {
  const handle = await openDatabase({ url, poolSize: 4 });
  handles.push(handle);
  return handle;
};

const writer = await open();
const listener = await open();
const started = new Map<number, number>();
const heard = new Map<number, number>();
const latencies: number[] = [];
let duplicates = 0;
const stopListening = await listener.listen(
  LIVE_CHANNEL,
  (text) => {
    const { id } = JSON.parse(text) as { id: number };
    if (!started.has(id)) return;
    const count = (heard.get(id) ?? 0) + 1;
    heard.set(id, count);
    if (count > 1) duplicates += 1;
    else latencies.push(performance.now() - started.get(id)!);
  },
  () => console.error('the listener lost its connection: results are incomplete'),
);

const jwtSecret = randomBytes(32).toString('hex');
const apps = await Promise.all(
  Array.from({ length: instances }, async () => {
    const handle = await open();
    const app = await buildApp({
      config: { apiKeys: [], corsOrigins: [], publicUrl: undefined, authRateLimit: 1000 },
      db: handle.db,
      listen: handle.listen,
      jwtSecret,
      fileStore: (await temporaryFileStore()).store,
    });
    await app.ready();
    return app;
  }),
);

// Ids below any real order's, unique per run.
const base = -Math.floor(Date.now() / 1000) * 100_000;
const begin = performance.now();
const writes: Promise<void>[] = [];
for (let i = 0; i < events; i += batch) {
  const due = begin + (i / rate) * 1000;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const ids = Array.from({ length: Math.min(batch, events - i) }, (_, j) => base - i - j);
  writes.push(
    writer.db.transaction(async (tx) => {
      for (const id of ids) started.set(id, performance.now());
      await recordEvents(
        tx,
        ids.map((id) => ({ topic: 'live' as const, payload: { k: 'order', id, to: [] } })),
      );
    }),
  );
}
await Promise.all(writes);
const deadline = performance.now() + 60_000;
while (heard.size < events && performance.now() < deadline)
  await new Promise((resolve) => setTimeout(resolve, 50));
const elapsed = (performance.now() - begin) / 1000;

await Promise.all(apps.map((app) => app.close()));
await stopListening();
await writer.db
  .delete(outboxEvents)
  .where(lt(sql`(${outboxEvents.payload} ->> 'id')::bigint`, sql`0`));
await Promise.all(handles.map((handle) => handle.close()));

latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
const ms = (value: number) => value.toFixed(1);
console.log(
  [
    `| events / rate / batch / instances | ${events} / ${rate}/s / ${batch} / ${instances} |`,
    `| sent once / lost / sent twice | ${heard.size} / ${events - heard.size} / ${duplicates} |`,
    `| throughput, events/s | ${(heard.size / elapsed).toFixed(0)} |`,
    `| commit-to-listener latency p50 / p95 / p99 / max, ms | ${[50, 95, 99].map((p) => ms(percentile(p))).join(' / ')} / ${ms(latencies.at(-1) ?? NaN)} |`,
  ].join('\n'),
);
