import { eq, sql } from 'drizzle-orm';
import type { OrderEvent } from '@giglane/contract/order-values';
import type { Database, Transaction } from '../../db/client';
import { hires, orderEvents } from '../../db/schema';
import { LIVE_CHANNEL } from '../messages/live-payload';

/**
 * Tells the order's buyer and seller, on every instance, that it changed (decision 028). Issued in
 * the writer's transaction, PostgreSQL sends it at commit and never for a rolled-back change; the
 * parties' open pages read the order again.
 */
export async function announceOrder(tx: Database | Transaction, orderId: number) {
  await tx
    .select({
      sent: sql`pg_notify(${LIVE_CHANNEL}, json_build_object(
        'k', 'order', 'id', ${hires.id},
        'to', json_build_array(${hires.hirerId}, ${hires.sellerId}))::text)`,
    })
    .from(hires)
    .where(eq(hires.id, orderId));
}

/** Adds an entry to the order's timeline: every move of an order, its review and the reply. */
export async function addOrderEvent(
  tx: Transaction,
  entry: {
    orderId: number;
    type: OrderEvent;
    actorId: number | null;
    at?: Date;
    note?: string | null;
  },
) {
  await tx.insert(orderEvents).values(entry);
  await announceOrder(tx, entry.orderId);
}
