import type { NotificationKind } from '@giglane/contract/message-values';
import type { Notification, Person } from '@giglane/contract/messages';
import { orderNumber } from '@giglane/contract/order-values';
import { pagePaths } from '@giglane/contract/page-paths';

export type StoredNotification = {
  id: number;
  userId: number;
  kind: NotificationKind;
  actor: Person | null;
  gig: { id: number; title: string } | null;
  orderId: number | null;
  conversationId: number | null;
  reviewId: number | null;
  /** The admin action a notice of moderation tells of. */
  moderationActionId: number | null;
  moderation: Notification['moderation'];
  read: boolean;
  at: Date | string;
};

/**
 * The web app's page where it happened: a message in its conversation (an order's in the order
 * page's thread), an order's move on the order page, a review where it shows (the order page of a
 * review written from an order, else the gig page), a hidden gig's notice on its appeal page
 * (decision 058).
 */
export function notificationLink(
  notification: Pick<
    StoredNotification,
    'kind' | 'orderId' | 'conversationId' | 'gig' | 'moderationActionId'
  >,
): string {
  const { kind, orderId, conversationId, gig, moderationActionId } = notification;
  if (kind === 'gig_hidden' && moderationActionId !== null)
    return pagePaths.appeal(moderationActionId);
  if (kind === 'message') {
    if (orderId !== null) return pagePaths.orderThread(orderId);
    if (conversationId !== null) return pagePaths.conversation(conversationId);
  } else if (orderId !== null) return pagePaths.order(orderId);
  else if (gig !== null) return pagePaths.gig(gig.id);
  return pagePaths.notifications();
}

export const notificationToWire = (row: StoredNotification): Notification => ({
  id: row.id,
  kind: row.kind,
  actor: row.actor,
  gig: row.gig,
  order: row.orderId === null ? null : { id: row.orderId, number: orderNumber(row.orderId) },
  conversationId: row.conversationId,
  reviewId: row.reviewId,
  moderation: row.moderation,
  link: notificationLink(row),
  read: row.read,
  at: new Date(row.at).toISOString(),
});
