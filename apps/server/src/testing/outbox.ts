import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PackageTier } from '@giglane/contract/gig-offer-values';
import { checkout } from '@giglane/contract/orders';
import { buildApp } from '../app';
import type { Database, DatabaseHandle } from '../db/client';
import { LIVE_CHANNEL } from '../lib/live-payload';
import { temporaryFileStore } from './temporary-file-store';
import { contentOf } from './test-app';

/*
 * The outbox tests' instruments: instances started on a database as a restart starts them, a
 * listener on the live channel, and a wait until every event is handled. `undo` collects what the
 * test closes at its end.
 */

/** A server instance on the database, its worker on, as a restart or a second process starts one. */
export async function startInstance(
  handle: DatabaseHandle,
  jwtSecret: string,
  undo: (() => Promise<unknown>)[],
  /** The SMTP server its mail leaves by; left out, mail is kept. */
  smtpUrl?: string,
  /** Its payments, when a test runs them (Stripe's keys and the test's own Stripe). */
  money: Pick<Parameters<typeof buildApp>[0]['config'], 'payments' | 'stripe'> = {},
) {
  const files = await temporaryFileStore();
  const app = await buildApp({
    config: {
      apiKeys: [],
      corsOrigins: [],
      publicUrl: undefined,
      authRateLimit: 1000,
      smtpUrl,
      ...money,
    },
    db: handle.db,
    listen: handle.listen,
    jwtSecret,
    fileStore: files.store,
  });
  await app.ready();
  undo.push(() => app.close(), files.remove);
  return app;
}

/** Every payload heard on the live channel, until a marker sent last has come back. */
export async function hearLive(handle: DatabaseHandle, undo: (() => Promise<unknown>)[]) {
  const heard: string[] = [];
  const stop = await handle.listen(
    LIVE_CHANNEL,
    (text) => heard.push(text),
    () => {},
  );
  undo.push(stop);
  return {
    heard,
    /** Everything sent before now, in commit order: NOTIFY keeps it, so the marker comes last. */
    async all(db: Database): Promise<string[]> {
      const marker = JSON.stringify({ k: 'order', id: -1, to: [] });
      await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${marker})`);
      while (!heard.includes(marker)) await new Promise((resolve) => setTimeout(resolve, 20));
      return heard.filter((text) => text !== marker);
    },
  };
}

/** Payloads in one order and one spelling, to compare what was recorded with what was heard. */
export const sorted = (texts: string[]) =>
  texts.map((text) => JSON.stringify(JSON.parse(text))).sort();

/** Places an order through a server process's HTTP API at the quote its checkout shows now. */
export async function placeOver(origin: string, token: string, gigId: number, tier: PackageTier) {
  const shown = contentOf(
    checkout,
    await (await fetch(`${origin}/api/gigs/${gigId}/checkout`)).json(),
  );
  return fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({
      gigId,
      package: tier,
      idempotencyKey: randomUUID(),
      quoteVersion: shown.quotes.find((quote) => quote.tier === tier)!.version,
    }),
  });
}
