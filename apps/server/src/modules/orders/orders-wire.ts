import type { z } from 'zod';
import { PACKAGE_TIERS } from '@giglane/contract/gig-offer-values';
import { orderNumber, type OrderAction } from '@giglane/contract/order-values';
import type { GigPackage } from '@giglane/contract/gig-offers';
import type {
  createOrderBody,
  OrderedGig,
  OrderRow,
  OrderView,
  updateOrderBody,
} from '@giglane/contract/orders';
import { pictureOf } from '../gigs/gig-columns';
import type {
  LegacyOrderChanges,
  StoredOrder,
  StoredOrderedGig,
  StoredOrderRow,
  StoredPackage,
} from './orders-repository';
import type { reviewWindowOf } from './order-review-window';
import { editableUntil, isLate, revisionsLeft, type Party } from './orders-rules';

/** A new order of the original API as asked for; the rules settle whom it is for and whether it starts done. */
export const newOrderFromBody = (body: z.output<typeof createOrderBody>) => ({
  gigId: body.maCongViec,
  buyerId: body.maNguoiThue,
  orderedOn: body.ngayThue,
  completed: body.hoanThanh,
});

export const orderChangesFromBody = (
  body: z.output<typeof updateOrderBody>,
): LegacyOrderChanges & { completed?: boolean } => ({
  gigId: body.maCongViec,
  buyerId: body.maNguoiThue,
  orderedOn: body.ngayThue,
  completed: body.hoanThanh,
});

export const orderIdFromParams = (params: { MaThueCongViec: number }) => params.MaThueCongViec;

/** A moment as the wire writes it; JSON built by the database gives its own ISO text. */
const iso = (moment: Date | string) => new Date(moment).toISOString();
const isoOrNull = (moment: Date | string | null) => (moment === null ? null : iso(moment));

const packageToWire = (bought: StoredPackage): GigPackage => ({
  ...bought,
  tier: PACKAGE_TIERS[bought.tier]!,
});

/** The profile's ordered gig: the gig as it is now, the package as it was bought. */
export const orderedGigToWire = (row: StoredOrderedGig): OrderedGig => ({
  ...row,
  package: packageToWire(row.package),
});

export function orderRowToWire(row: StoredOrderRow, now: Date): OrderRow {
  return {
    id: row.id,
    number: orderNumber(row.id),
    state: row.state,
    late: isLate(row, now),
    gig: { ...row.gig, cover: row.cover && pictureOf(row.cover) },
    package: { tier: PACKAGE_TIERS[row.packageTier]!, name: row.packageName },
    total: row.total,
    buyer: row.buyer,
    seller: row.seller,
    placedAt: iso(row.placedAt),
    dueAt: isoOrNull(row.dueAt),
    deliveredAt: isoOrNull(row.deliveredAt),
    completedAt: isoOrNull(row.completedAt),
    cancelledAt: isoOrNull(row.cancelledAt),
  };
}

/** The order page's view; what the caller may do and when it completes on its own are the rules'. */
export function orderViewToWire(
  order: StoredOrder,
  decided: {
    actions: OrderAction[];
    partyActions: Record<Party, OrderAction[]>;
    autoCompleteAt: Date | null;
    reviewWindow: ReturnType<typeof reviewWindowOf>;
    /** Which of the two reviews the caller sees (`visibleReviews`). */
    shown: { buyers: boolean; sellers: boolean };
  },
  now: Date,
): OrderView {
  const review = decided.shown.buyers ? order.review : null;
  const buyerReview = decided.shown.sellers ? order.buyerReview : null;
  const window = decided.reviewWindow;
  return {
    ...orderRowToWire(order, now),
    package: packageToWire(order.package),
    startedAt: isoOrNull(order.startedAt),
    autoCompleteAt: isoOrNull(decided.autoCompleteAt),
    cancelReason: order.cancelReason,
    request: order.request
      ? {
          kind: order.request.kind,
          by: order.request.by,
          reason: order.request.reason,
          days: order.request.days,
          at: iso(order.request.at!),
          answerBy: order.request.answerBy ? iso(order.request.answerBy) : null,
        }
      : null,
    dispute: order.dispute && {
      ...order.dispute,
      openedAt: iso(order.dispute.openedAt),
      decidedAt: isoOrNull(order.dispute.decidedAt),
    },
    revisionsUsed: order.revisionsUsed,
    revisionsLeft: revisionsLeft(order),
    requirements: order.requirements,
    requirementsAnsweredAt: isoOrNull(order.requirementsAnsweredAt),
    deliveries: order.deliveries.map((delivery) => ({ ...delivery, at: iso(delivery.at) })),
    timeline: order.timeline.map((event) => ({ ...event, at: iso(event.at) })),
    actions: decided.actions,
    partyActions: decided.partyActions,
    review: review && {
      id: review.id,
      stars: review.stars,
      communication: review.communication,
      asDescribed: review.asDescribed,
      recommend: review.recommend,
      text: review.text,
      createdAt: iso(review.createdAt),
      updatedAt: iso(review.updatedAt),
      editableUntil: iso(editableUntil(new Date(review.createdAt))),
      reply: review.reply === null ? null : { text: review.reply, at: iso(review.repliedAt!) },
    },
    buyerReview: buyerReview && { ...buyerReview, createdAt: iso(buyerReview.createdAt) },
    reviewWindow: window && { ...window, closesAt: window.closesAt.toISOString() },
    canReview: decided.actions.includes('review'),
  };
}
