/*
 * Live channel benchmark: --connections signed-in WebSockets held open for --seconds while
 * messages are sent through the HTTP API at a steady --rate (messages per second, in total)
 * between random pairs of them. It measures each message's delivery latency (from the start of its
 * POST to its arrival on the recipient's socket), messages delivered against messages sent, the
 * server's memory before and after, and the server's event-loop delay while messages flow.
 *
 *   npm run bench:live -- [--connections 1000] [--seconds 60] [--rate 50]
 *
 * The server runs in this process on the PostgreSQL of DATABASE_URL (its own pool and LISTEN
 * connection, as in production); the clients (sockets and senders) run in a worker thread, so they
 * never share the server's event loop, but they share the machine's cores. The run adds users and
 * conversations named live-bench-… and deletes them at the end.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { like } from 'drizzle-orm';
import type { LiveEvent } from '@giglane/contract/messages';
import { buildApp } from '../src/app';
import { temporaryFileStore } from '../src/testing/temporary-file-store';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { openLive, type LiveClient } from '../src/lib/live-client';
import { hashPassword } from '../src/lib/passwords';

type Person = { id: number; token: string };
type Setup = {
  origin: string;
  people: Person[];
  /** Each conversation's two members, as indexes into `people`. */
  pairs: { id: number; members: [number, number] }[];
  seconds: number;
  rate: number;
};
type Results = {
  connectSeconds: number;
  sent: number;
  refused: Record<string, number>;
  delivered: number;
  duplicates: number;
  latencies: number[];
  /** From the start of each POST to its 201: the API's share of a delivery's latency. */
  replyTimes: number[];
  closedEarly: number;
  resyncs: number;
  /** The worker's own heap (MiB) with every socket open and after the run. */
  clientHeap: { open: number; after: number };
};

/** Sockets opened at once while connecting: a crowd arriving, not a single burst of 1,000. */
const OPENING_AT_ONCE = 50;
/** How often the server's event loop is sampled; each sample counts this interval, taken off. */
const SAMPLE_MS = 10;
/** How long after the last send the clients wait for deliveries still on their way. */
const DRAIN_MS = 10_000;

async function runServer() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '60' },
      rate: { type: 'string', default: '50' },
    },
  });
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  const rate = Number(values.rate);
  if (!Number.isInteger(connections) || connections < 2 || connections % 2 !== 0)
    throw new Error('--connections must be an even whole number from 2');
  if (!(seconds > 0) || !(rate > 0)) throw new Error('--seconds and --rate must be above 0');

  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Set DATABASE_URL: this benchmark is for PostgreSQL');
  const database = await openDatabase({
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  const app = await buildApp({
    config: {
      apiKeys: [],
      corsOrigins: [],
      publicUrl: undefined,
      authRateLimit: 1000,
      // The limit is not what is measured: every send still counts in the database as usual.
      messageRateLimit: 1_000_000,
    },
    db: database.db,
    listen: database.listen,
    fileStore: (await temporaryFileStore()).store,
    jwtSecret: randomBytes(32).toString('hex'),
    logger: { level: 'warn' },
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });

  const run = `live-bench-${randomBytes(4).toString('hex')}`;
  const removePeople = () =>
    database.db.delete(schema.users).where(like(schema.users.email, `${run}-%`));
  try {
    const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
    const rows = await database.db
      .insert(schema.users)
      .values(
        Array.from({ length: connections }, (_, i) => ({
          name: `Live bench ${i}`,
          email: `${run}-${i}@example.com`,
          passwordHash,
          // Everyone is a seller, so each may contact the next.
          sellerSince: new Date(),
        })),
      )
      .returning({ id: schema.users.id });
    const people = await Promise.all(
      rows.map(async ({ id }, i) => ({
        id,
        token: await app.tokens.sign({
          id,
          email: `${run}-${i}@example.com`,
          role: 'USER',
          sessionVersion: 0,
        }),
      })),
    );
    // Each person in one conversation, opened by Contact Me as the web app does.
    const pairs: Setup['pairs'] = [];
    for (let i = 0; i < connections; i += 2) {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { token: people[i]!.token },
        payload: { sellerId: people[i + 1]!.id },
      });
      if (reply.statusCode !== 201)
        throw new Error(`Contact Me: ${reply.statusCode} ${reply.body}`);
      pairs.push({ id: reply.json<{ content: { id: number } }>().content.id, members: [i, i + 1] });
    }

    const memory = { before: memoryMib(), open: memoryMib(), after: memoryMib() };
    const delay = monitorEventLoopDelay({ resolution: SAMPLE_MS });
    // A worker starts without the TypeScript loader this process runs under: it loads this file
    // through tsx's own import.
    const worker = new Worker(
      `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`,
      {
        eval: true,
        workerData: { origin, people, pairs, seconds, rate } satisfies Setup,
      },
    );
    const results = await new Promise<Results>((resolve, reject) => {
      worker.on('message', (note: { phase: 'loaded' | 'open' | 'sent' } | { results: Results }) => {
        if ('results' in note) return resolve(note.results);
        // "Before" is taken with the clients' code loaded, so the growth is the sockets'.
        if (note.phase === 'loaded') {
          memory.before = memoryMib();
          worker.postMessage('go');
        } else if (note.phase === 'open') {
          memory.open = memoryMib();
          console.log(`${app.live.openSockets()} sockets signed in on the server`);
          delay.enable();
        } else delay.disable();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the clients stopped (${code})`)));
    });
    memory.after = memoryMib();
    await worker.terminate();
    report({ connections, seconds, rate, results, memory, delay });
  } finally {
    await removePeople();
    await app.close();
    await database.close();
  }
}

/** Memory in MiB: the process's resident set (both threads), and the calling thread's heap. */
function memoryMib() {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / 1_048_576, heap: heapUsed / 1_048_576 };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function report(run: {
  connections: number;
  seconds: number;
  rate: number;
  results: Results;
  memory: Record<'before' | 'open' | 'after', { rss: number; heap: number }>;
  delay: ReturnType<typeof monitorEventLoopDelay>;
}) {
  const { results, memory, delay } = run;
  const ms = (value: number) => value.toFixed(1);
  const sorted = [...results.latencies].sort((a, b) => a - b);
  const replies = [...results.replyTimes].sort((a, b) => a - b);
  const spread = (times: number[]) =>
    [50, 95, 99].map((p) => ms(percentile(times, p))).join(' / ') + ` / ${ms(times.at(-1) ?? NaN)}`;
  const mib = (value: number) => value.toFixed(0);
  const late = (nanoseconds: number) => ms(Math.max(0, nanoseconds / 1e6 - SAMPLE_MS));
  const refused = Object.entries(results.refused)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  console.log(
    [
      '',
      `${run.connections} sockets, ${run.seconds} s at ${run.rate} messages/s; server and clients share ${availableParallelism()} cores`,
      `Connecting and signing in every socket: ${results.connectSeconds.toFixed(1)} s`,
      '',
      '| measure | value |',
      '| ------- | ----: |',
      `| messages sent (201) | ${results.sent} |`,
      `| messages refused | ${refused || 0} |`,
      `| delivered to the recipient's socket | ${results.delivered} |`,
      `| delivered twice | ${results.duplicates} |`,
      `| delivery latency p50 / p95 / p99 / max, ms | ${spread(sorted)} |`,
      `| of which the POST's reply p50 / p95 / p99 / max, ms | ${spread(replies)} |`,
      `| sockets closed during the run / resyncs | ${results.closedEarly} / ${results.resyncs} |`,
      `| process RSS (server and clients) before / sockets open / after, MiB | ${mib(memory.before.rss)} / ${mib(memory.open.rss)} / ${mib(memory.after.rss)} |`,
      `| server heap before / sockets open / after, MiB | ${mib(memory.before.heap)} / ${mib(memory.open.heap)} / ${mib(memory.after.heap)} |`,
      `| clients' heap (worker) sockets open / after, MiB | ${mib(results.clientHeap.open)} / ${mib(results.clientHeap.after)} |`,
      `| server event-loop delay p50 / p99 / max, ms | ${[delay.percentile(50), delay.percentile(99), delay.max].map(late).join(' / ')} |`,
      '',
      results.delivered === results.sent && results.duplicates === 0
        ? 'Every message sent was delivered once.'
        : 'MISSING OR DUPLICATED DELIVERIES: see the table.',
    ].join('\n'),
  );
}

/** The worker: every socket, the senders, and the clock that times deliveries. */
async function runClients({ origin, people, pairs, seconds, rate }: Setup) {
  const sentAt = new Map<string, number>();
  const arrived = new Set<string>();
  const results: Results = {
    connectSeconds: 0,
    sent: 0,
    refused: {},
    delivered: 0,
    duplicates: 0,
    latencies: [],
    replyTimes: [],
    closedEarly: 0,
    resyncs: 0,
    clientHeap: { open: 0, after: 0 },
  };
  let running = true;

  const onEventOf = (person: Person) => (event: LiveEvent) => {
    if (event.type === 'resync') results.resyncs += 1;
    if (event.type !== 'message' || event.message.senderId === person.id) return;
    const key = event.message.clientKey ?? '';
    const started = sentAt.get(key);
    if (started === undefined) return;
    if (arrived.has(key)) {
      results.duplicates += 1;
      return;
    }
    arrived.add(key);
    results.delivered += 1;
    results.latencies.push(performance.now() - started);
  };

  parentPort!.postMessage({ phase: 'loaded' });
  await new Promise((resolve) => parentPort!.once('message', resolve));
  const connectStarted = performance.now();
  const clients: LiveClient[] = [];
  for (let i = 0; i < people.length; i += OPENING_AT_ONCE)
    clients.push(
      ...(await Promise.all(
        people.slice(i, i + OPENING_AT_ONCE).map(async (person) => {
          const client = await openLive(origin, { onEvent: onEventOf(person) });
          await client.signIn(person.token);
          void client.closed.then(() => {
            if (running) results.closedEarly += 1;
          });
          return client;
        }),
      )),
    );
  results.connectSeconds = (performance.now() - connectStarted) / 1000;
  results.clientHeap.open = memoryMib().heap;
  parentPort!.postMessage({ phase: 'open' });

  // Open loop: a message every 1/rate s whatever the replies, as independent users send them.
  const sends: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(seconds * rate);
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
    const sender = people[pair.members[Math.random() < 0.5 ? 0 : 1]]!;
    sends.push(send(pair.id, sender, `m${n}-${randomBytes(4).toString('hex')}`));
  }
  await Promise.all(sends);
  parentPort!.postMessage({ phase: 'sent' });

  const drainUntil = performance.now() + DRAIN_MS;
  while (results.delivered + results.duplicates < results.sent && performance.now() < drainUntil)
    await new Promise((resolve) => setTimeout(resolve, 50));
  running = false;
  results.clientHeap.after = memoryMib().heap;
  parentPort!.postMessage({ results });
  for (const client of clients) client.socket.terminate();

  async function send(conversationId: number, sender: Person, clientKey: string) {
    const form = new FormData();
    form.set('text', `Benchmark message ${clientKey}`);
    form.set('clientKey', clientKey);
    sentAt.set(clientKey, performance.now());
    const reply = await fetch(`${origin}/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { token: sender.token },
      body: form,
    }).catch(() => null);
    await reply?.arrayBuffer();
    if (reply?.status === 201) {
      results.sent += 1;
      results.replyTimes.push(performance.now() - sentAt.get(clientKey)!);
    } else {
      const status = String(reply?.status ?? 'network error');
      results.refused[status] = (results.refused[status] ?? 0) + 1;
      sentAt.delete(clientKey);
    }
  }
}

// Last: the functions above are defined by now.
if (isMainThread) await runServer();
else await runClients(workerData as Setup);
