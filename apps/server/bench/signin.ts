/*
 * Sign-in timing: the mean time of a refused sign-in for an unknown email and for a wrong
 * password, through the real app on an in-memory database. The two must be close, or the timing
 * tells which emails have accounts.
 *
 *   npm run bench:signin -- [--tries N]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { temporaryFileStore } from '../src/testing/temporary-file-store';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

const { values } = parseArgs({ options: { tries: { type: 'string', default: '20' } } });
const tries = Number(values.tries);

const database = await openDatabase({ inMemory: true });
const app = await buildApp({
  config: { apiKeys: [], corsOrigins: [], publicUrl: undefined, authRateLimit: 1_000_000 },
  db: database.db,
  fileStore: (await temporaryFileStore()).store,
  jwtSecret: randomBytes(32).toString('hex'),
});
await app.ready();
const email = 'member@example.com';
await database.db
  .insert(users)
  .values({ name: 'Member', email, passwordHash: await hashPassword('secret12') });

const unknownEmail = { email: 'nobody@example.com', password: 'secret12' };
const wrongPassword = { email, password: 'wrong-one' };

async function timeMs(body: { email: string; password: string }) {
  const started = process.hrtime.bigint();
  const reply = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: body });
  if (reply.statusCode !== 400) throw new Error(`expected a refusal, got ${reply.statusCode}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function summary(times: number[]) {
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const sorted = [...times].sort((a, b) => a - b);
  return `mean ${mean.toFixed(1)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms`;
}

// A warm-up of each path, then the two alternate so both see the same machine load.
await timeMs(unknownEmail);
await timeMs(wrongPassword);
const unknown: number[] = [];
const wrong: number[] = [];
for (let attempt = 0; attempt < tries; attempt += 1) {
  unknown.push(await timeMs(unknownEmail));
  wrong.push(await timeMs(wrongPassword));
}
console.log(`unknown email (${tries} tries):  ${summary(unknown)}`);
console.log(`wrong password (${tries} tries): ${summary(wrong)}`);
await app.close();
await database.close();
