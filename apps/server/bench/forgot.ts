/*
 * Forgot-password timing: the reply times of a request for an address with an account and one
 * without, through the real app on an in-memory database, each mail sent to a real SMTP server.
 * The two must be close, or the timing tells which addresses have accounts (decision 048).
 *
 *   npm run bench:forgot -- [--tries N]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { startSmtpServer } from '../src/testing/smtp-server';
import { temporaryFileStore } from '../src/testing/temporary-file-store';

const { values } = parseArgs({ options: { tries: { type: 'string', default: '200' } } });
const tries = Number(values.tries);

const smtp = await startSmtpServer();
const database = await openDatabase({ inMemory: true });
const app = await buildApp({
  config: {
    apiKeys: [],
    corsOrigins: [],
    publicUrl: 'https://giglane.example',
    authRateLimit: 1_000_000,
    smtpUrl: smtp.url,
  },
  db: database.db,
  fileStore: (await temporaryFileStore()).store,
  jwtSecret: randomBytes(32).toString('hex'),
});
await app.ready();

// One account per request: each address may ask five times an hour.
const passwordHash = await hashPassword('secret12');
const known = Array.from({ length: tries + 1 }, (_, i) => `member${i}@example.com`);
await database.db
  .insert(users)
  .values(known.map((email, i) => ({ name: `Member ${i}`, email, passwordHash })));
const unknown = known.map((_, i) => `nobody${i}@example.com`);

async function timeMs(email: string) {
  const started = process.hrtime.bigint();
  const reply = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
  if (reply.statusCode !== 200) throw new Error(`expected 200, got ${reply.statusCode}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
}

// A warm-up of each path, then the two alternate so both see the same machine load.
await timeMs(known[tries]!);
await timeMs(unknown[tries]!);
const knownTimes: number[] = [];
const unknownTimes: number[] = [];
for (let i = 0; i < tries; i += 1) {
  knownTimes.push(await timeMs(known[i]!));
  unknownTimes.push(await timeMs(unknown[i]!));
}
console.log(`known address (${tries} requests):   ${summary(knownTimes)}`);
console.log(`unknown address (${tries} requests): ${summary(unknownTimes)}`);
console.log(`mails received: ${smtp.received.length}`);
await app.close();
await database.close();
await smtp.close();
