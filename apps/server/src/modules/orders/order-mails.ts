import type { Transaction } from '../../db/client';
import {
  findAddressees,
  findGigTitles,
  recordMails,
  type RecordedMail,
} from '../mail/mail-service';
import type { OrderUpdateKind } from '../mail/templates/order-update';
import { findMailFacts } from './orders-repository';
import type { OrderNotice, OrderParties } from './orders-rules';

/** The moves whose note the mail quotes: what to change, why a party asks, or the decision. */
const NOTED = new Set<string>([
  'revision_requested',
  'cancellation_requested',
  'extension_requested',
  'dispute_opened',
  'dispute_received',
  'dispute_decided',
]);

/**
 * The mails of an order's move (decision 047): one to each party its notifications tell, written
 * in the same transaction as they are.
 */
export async function mailOrderNotices(
  tx: Transaction,
  notices: readonly OrderNotice[],
  note: string | null | undefined,
) {
  if (notices.length === 0) return;
  const { orderId, gigId, actorId } = notices[0]!;
  const facts = await findMailFacts(
    tx,
    [...notices.map((notice) => notice.userId), ...(actorId === null ? [] : [actorId])],
    gigId,
  );
  const people = facts.people;
  const gigTitle = facts.gigTitle ?? 'your order';
  const actorName = actorId === null ? null : (people.get(actorId)?.name ?? null);
  const mails = notices.flatMap((notice): RecordedMail[] => {
    const to = people.get(notice.userId);
    if (!to) return [];
    if (notice.kind === 'order_placed')
      return [
        {
          to: to.email,
          userId: notice.userId,
          template: 'order-placed',
          data: { orderId, gigTitle, buyerName: actorName ?? 'A buyer' },
        },
      ];
    return [
      {
        to: to.email,
        userId: notice.userId,
        template: 'order-update',
        data: {
          orderId,
          kind: notice.kind as OrderUpdateKind,
          gigTitle,
          actorName,
          note: NOTED.has(notice.kind) ? (note ?? null) : null,
        },
      },
    ];
  });
  await recordMails(tx, mails);
}

/** Tells both parties of each order that it is late (decision 049), in the round's transaction. */
export async function mailLateOrders(
  tx: Transaction,
  late: readonly (OrderParties & { id: number; gigId: number })[],
) {
  if (late.length === 0) return;
  const people = await findAddressees(tx, [
    ...new Set(late.flatMap((order) => [order.buyerId, order.sellerId])),
  ]);
  const titles = await findGigTitles(
    tx,
    late.map((order) => order.gigId),
  );
  const mails = late.flatMap((order) =>
    (['buyer', 'seller'] as const).flatMap((to): RecordedMail[] => {
      const [userId, otherId] =
        to === 'buyer' ? [order.buyerId, order.sellerId] : [order.sellerId, order.buyerId];
      const person = people.get(userId);
      if (!person) return [];
      return [
        {
          to: person.email,
          userId,
          template: 'order-late',
          data: {
            orderId: order.id,
            gigTitle: titles.get(order.gigId) ?? 'your order',
            to,
            otherName: people.get(otherId)?.name ?? (to === 'buyer' ? 'The seller' : 'the buyer'),
          },
        },
      ];
    }),
  );
  await recordMails(tx, mails);
}
