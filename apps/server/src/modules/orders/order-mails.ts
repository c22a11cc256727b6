import type { Transaction } from '../../db/client';
import { recordMails, type RecordedMail } from '../mail/mail-service';
import type { OrderUpdateKind } from '../mail/templates/order-update';
import { findMailFacts } from './orders-repository';
import type { OrderNotice } from './orders-rules';

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
          note: notice.kind === 'revision_requested' ? (note ?? null) : null,
        },
      },
    ];
  });
  await recordMails(tx, mails);
}
