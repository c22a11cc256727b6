import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { gigs } from '../gigs/gigs-schema';
import { findAddressees, recordMails, type RecordedMail } from '../mail/mail-service';
import type { OrderUpdateKind } from '../mail/templates/order-update';
import type { OrderNotice } from './orders-rules';

/** The moves whose note the mail quotes: what to change, or why a party asks. */
const NOTED = new Set<string>([
  'revision_requested',
  'cancellation_requested',
  'extension_requested',
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
  const people = await findAddressees(tx, [
    ...notices.map((notice) => notice.userId),
    ...(actorId === null ? [] : [actorId]),
  ]);
  const [gig] = await tx.select({ title: gigs.name }).from(gigs).where(eq(gigs.id, gigId));
  const gigTitle = gig?.title ?? 'your order';
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
