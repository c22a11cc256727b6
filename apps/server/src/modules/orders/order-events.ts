import { eq } from 'drizzle-orm';
import type { OrderEvent } from '@giglane/contract/order-values';
import type { Database, Transaction } from '../../db/client';
import { orders, orderEvents } from './orders-schema';
import { recordEvents } from '../../lib/outbox';
import { addNotifications } from '../messaging/notifications-repository';
import { mailOrderNotices } from './order-mails';
import { noticesOf, type OrderParties } from './orders-rules';

/** An order as its timeline and its announcements need it. */
export type AnnouncedOrder = OrderParties & { id: number; gigId: number };

/**
 * Tells the order's buyer and seller, on every instance, that it changed (decision 028): a live
 * event recorded in the writer's transaction, sent by the outbox's worker once it commits and never
 * for a rolled-back change; the parties' open pages read the order again.
 */
export async function announceOrder(tx: Transaction, order: AnnouncedOrder | number) {
  const known = typeof order === 'number' ? await findAnnounced(tx, order) : order;
  if (!known) return;
  await recordEvents(tx, [
    {
      topic: 'live',
      payload: { k: 'order', id: known.id, to: [known.buyerId, known.sellerId] },
    },
  ]);
}

async function findAnnounced(
  tx: Database | Transaction,
  id: number,
): Promise<AnnouncedOrder | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      gigId: orders.gigId,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

/**
 * Adds an entry to the order's timeline (every move of an order, its review and the reply), with
 * the notifications the rules give for it (`noticesOf`) and the parties' live event, all in the
 * writer's transaction.
 */
export async function addOrderEvent(
  tx: Transaction,
  entry: {
    order: AnnouncedOrder | number;
    type: OrderEvent;
    actorId: number | null;
    at?: Date;
    note?: string | null;
  },
) {
  const order =
    typeof entry.order === 'number' ? await findAnnounced(tx, entry.order) : entry.order;
  if (!order) return;
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: entry.type,
    actorId: entry.actorId,
    at: entry.at,
    note: entry.note,
  });
  const notices = noticesOf(order, entry);
  await addNotifications(tx, notices);
  await mailOrderNotices(tx, notices, entry.note);
  await announceOrder(tx, order);
}
