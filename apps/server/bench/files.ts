/*
 * Large-file benchmark: does the server keep answering while a large delivery goes in and comes
 * out? Seeds a small demo catalog into a temporary PGlite folder (the default engine), starts the
 * real server as a child process, and has Anna deliver one `--mb` MB file to Minh's order, then
 * Minh download it, while `/health` and a read (the category menu) are each probed every 100 ms.
 * The file is made as it is sent and counted as it is received: the benchmark holds none of it.
 * Prints each probe's latencies per phase, the slowest first among them.
 *
 *   npm run bench:files -- [--mb 250]
 *
 * Load only ever goes to 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { seedCatalog } from '../src/db/seed/seed';
import { openFileStore } from '../src/lib/open-file-store';
import { cleanUp, onCleanUp, startServer } from './child-server';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '250' } } });
const megabytes = Number(values.mb);
if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 2_000)
  throw new Error('--mb must be a whole number from 1 to 2,000');
const size = megabytes * 1_000_000;

const PROBE_EVERY_MS = 100;
const SELLER = { email: 'anna@giglane.dev', password: 'giglane1' };
const BUYER = { email: 'minh@giglane.dev', password: 'giglane1' };

type Probe = { name: string; samples: number[]; failures: number };

/** Sends `request` every 100 ms (never two at once) until `done` settles, timing each reply. */
async function probe(name: string, done: Promise<unknown>, request: () => Promise<Response>) {
  const result: Probe = { name, samples: [], failures: 0 };
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const started = performance.now();
    const response = await request().catch(() => null);
    await response?.arrayBuffer();
    const took = performance.now() - started;
    if (response?.ok) result.samples.push(took);
    else result.failures += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - took)));
  }
  return result;
}

function summarise(phase: string, result: Probe) {
  const sorted = [...result.samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  const ms = (value: number | undefined) => (value === undefined ? '–' : Math.round(value));
  return {
    phase,
    probe: result.name,
    replies: sorted.length,
    'p50 ms': ms(at(0.5)),
    'p99 ms': ms(at(0.99)),
    'max ms': ms(sorted.at(-1)),
    failures: result.failures,
  };
}

/**
 * A multipart delivery of one zip of `bytes` bytes, made chunk by chunk as it is sent: the end
 * record a zip ends with is what the server's content check reads back from the stored file.
 */
function deliveryBody(bytes: number, boundary: string): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nThe whole project.\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="project.zip"\r\n` +
      'Content-Type: application/zip\r\n\r\nPK\x03\x04',
    'latin1',
  );
  const tail = Buffer.concat([
    Buffer.from('PK\x05\x06', 'latin1'),
    Buffer.alloc(18),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const chunk = randomBytes(1 << 20);
  let left = bytes - 4 - 22;
  let started = false;
  return new ReadableStream({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(head);
      } else if (left > 0) {
        const next = Math.min(left, chunk.length);
        controller.enqueue(chunk.subarray(0, next));
        left -= next;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
}

async function main() {
  console.log(
    `Giglane large-file benchmark: one ${megabytes} MB delivery in and out on PGlite, ` +
      `${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'giglane-bench-files-'));
  onCleanUp(() => rm(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ dataDir });
  await seedCatalog(database.db, {
    adminEmail: 'admin@giglane.dev',
    adminPassword: randomBytes(12).toString('hex'),
    jobs: 200,
    store: await openFileStore({ dataDir, s3: undefined }),
    log: (line) => console.log(`  ${line}`),
  });
  await database.close();
  const { origin } = await startServer({
    DATA_DIR: dataDir,
    MAX_DELIVERY_FILE_MB: String(megabytes),
  });

  const signIn = async (account: typeof SELLER) => {
    const reply = await fetch(`${origin}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    return ((await reply.json()) as { content: { token: string } }).content.token;
  };
  const seller = await signIn(SELLER);
  const buyer = await signIn(BUYER);
  const late = (await (
    await fetch(`${origin}/api/seller-orders?tab=late`, { headers: { token: seller } })
  ).json()) as { content: { data: { id: number }[] } };
  const orderId = late.content.data[0]?.id;
  if (orderId === undefined) throw new Error('The seed gave Anna no late order to deliver to');

  const health = () => fetch(`${origin}/health`);
  const read = () => fetch(`${origin}/api/cong-viec/lay-menu-loai-cong-viec`);
  const rows: ReturnType<typeof summarise>[] = [];
  const probed = async (phase: string, work: Promise<unknown>) => {
    const [healthProbe, readProbe] = await Promise.all([
      probe('/health', work, health),
      probe('menu read', work, read),
      work,
    ]);
    rows.push(summarise(phase, healthProbe), summarise(phase, readProbe));
  };

  const boundary = `----giglane${randomBytes(8).toString('hex')}`;
  let uploadSeconds = 0;
  let fileUrl = '';
  const upload = (async () => {
    const started = performance.now();
    const reply = await fetch(`${origin}/api/orders/${orderId}/deliveries`, {
      method: 'POST',
      headers: { token: seller, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: deliveryBody(size, boundary),
      duplex: 'half',
    });
    const body = (await reply.json()) as {
      content: { deliveries: { files: { url: string }[] }[] } | string;
    };
    if (!reply.ok) throw new Error(`The delivery was refused: ${JSON.stringify(body.content)}`);
    uploadSeconds = (performance.now() - started) / 1000;
    if (typeof body.content !== 'string') fileUrl = body.content.deliveries.at(-1)!.files[0]!.url;
  })();
  await probed('upload', upload);

  let downloaded = 0;
  let downloadSeconds = 0;
  const download = (async () => {
    const started = performance.now();
    const reply = await fetch(new URL(new URL(fileUrl).pathname, origin), {
      headers: { token: buyer },
    });
    if (!reply.ok || !reply.body) throw new Error(`The download was refused: ${reply.status}`);
    for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>)
      downloaded += chunk.length;
    downloadSeconds = (performance.now() - started) / 1000;
  })();
  await probed('download', download);
  if (downloaded !== size) throw new Error(`Downloaded ${downloaded} bytes of ${size}`);

  console.log();
  console.table(rows);
  console.log(
    `Upload of ${megabytes} MB: ${uploadSeconds.toFixed(1)} s; download: ${downloadSeconds.toFixed(1)} s. ` +
      `Slowest probe: ${Math.max(...rows.map((row) => Number(row['max ms']) || 0))} ms.`,
  );
}

process.once('SIGINT', () => {
  void cleanUp().then(() => process.exit(130));
});
try {
  await main();
} finally {
  await cleanUp();
}
