import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';

/** The database channel live events travel on (decision 024). */
export const LIVE_CHANNEL = 'giglane_live';

const ids = z.array(z.number().int());
const id = z.number().int();

/**
 * What travels on LIVE_CHANNEL: small, ids only, declared once. The outbox worker sends the ones
 * services decide, the typing route its hints, and a trigger on users `sessions` (migration 0022);
 * `live-payload.test.ts` holds each of them to this schema.
 */
export const livePayload = z.discriminatedUnion('k', [
  z.object({ k: z.literal('message'), id, to: ids }),
  z.object({ k: z.literal('notification'), id, to: ids }),
  z.object({ k: z.literal('order'), id, to: ids }),
  z.object({ k: z.literal('read'), c: id, u: id, upTo: id, to: ids }),
  z.object({ k: z.literal('typing'), c: id, u: id, to: ids }),
  /** User u's sessions ended (a trigger on users, migration 0022): their sockets are checked. */
  z.object({ k: z.literal('sessions'), u: id, to: ids }),
]);
export type LivePayload = z.infer<typeof livePayload>;

/**
 * Sends live events to every instance, in this order, at the commit of the transaction they are
 * sent in: one statement however many.
 */
export async function notifyLive(tx: Pick<Database, 'execute'>, ...payloads: LivePayload[]) {
  const texts = payloads.map((payload) => JSON.stringify(payload));
  await tx.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, text) from unnest(${sql.param(texts)}::text[]) as text`,
  );
}
