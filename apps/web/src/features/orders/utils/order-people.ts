import type { OrderEvent } from '@giglane/contract/order-values';
import type { OrderRow, TimelineEvent } from '../../../lib/api/orders';

/** Who is looking at an order: its buyer, its seller, or an admin (the server lets no one else). */
export type Viewer = 'buyer' | 'seller' | 'admin';

export function viewerOf(order: Pick<OrderRow, 'buyer' | 'seller'>, userId: number): Viewer {
  if (order.buyer.id === userId) return 'buyer';
  if (order.seller.id === userId) return 'seller';
  return 'admin';
}

/** What each timeline entry says happened, after who did it. */
const happenings: Record<OrderEvent, string> = {
  placed: 'placed the order',
  requirements_answered: 'answered the requirements',
  started: 'started the order',
  delivered: 'delivered the order',
  revision_requested: 'asked for a revision',
  accepted: 'accepted the delivery',
  auto_completed: 'completed the order: the delivery was not answered in time',
  completed_by_admin: 'completed the order',
  reopened_by_admin: 'reopened the order',
  cancelled: 'cancelled the order',
  cancellation_requested: 'asked to cancel the order together',
  cancellation_accepted: 'agreed to cancel the order',
  cancellation_declined: 'declined to cancel the order',
  cancellation_lapsed: 'cancelled the order: the request to cancel was not answered in time',
  extension_requested: 'asked for more days',
  extension_accepted: 'accepted more days',
  extension_declined: 'declined more days',
  dispute_opened: 'opened a dispute: an admin will decide',
  dispute_released: 'decided the dispute: released to the seller',
  dispute_refunded: 'decided the dispute: refunded the buyer',
  reviewed: 'reviewed the order',
  review_replied: 'replied to the review',
};

/**
 * A timeline entry in words: "You delivered the order", "Anna Nguyen asked for a revision",
 * "Giglane started the order" (the marketplace itself acts with no person).
 */
export function describeEvent(event: TimelineEvent, userId: number): string {
  const who =
    event.actor === null ? 'Giglane' : event.actor.id === userId ? 'You' : event.actor.name;
  return `${who} ${happenings[event.type]}`;
}
