import type { z } from 'zod';
import type { createReviewBody, updateReviewBody } from '@giglane/contract/reviews';
import type { OrderReview, ReviewReply } from '@giglane/contract/reviews';
import type { ReviewChanges, StoredOrderReview } from './reviews-repository';
import { editableUntil } from '../orders/orders-rules';

/** A new review as asked for; the rules settle whom it is written as. */
export const newReviewFromBody = (body: z.output<typeof createReviewBody>) => ({
  gigId: body.maCongViec,
  reviewerId: body.maNguoiBinhLuan,
  reviewedOn: body.ngayBinhLuan,
  content: body.noiDung,
  stars: body.saoBinhLuan,
});

/** The gig and the reviewer a body may name are ignored: a review stays where it was written. */
export const reviewChangesFromBody = (body: z.output<typeof updateReviewBody>): ReviewChanges => ({
  reviewedOn: body.ngayBinhLuan,
  content: body.noiDung,
  stars: body.saoBinhLuan,
});

/** A review of an order on the wire: one written from an order always has its three ratings. */
export const orderReviewToWire = (review: StoredOrderReview): OrderReview => ({
  id: review.id,
  stars: review.stars,
  communication: review.communication!,
  asDescribed: review.asDescribed!,
  recommend: review.recommend!,
  text: review.text,
  createdAt: review.createdAt.toISOString(),
  updatedAt: review.updatedAt.toISOString(),
  editableUntil: editableUntil(review.createdAt).toISOString(),
  reply: review.reply === null ? null : { text: review.reply, at: review.repliedAt!.toISOString() },
});

/** The seller's public answer to a review as the lists show it; null: not answered. */
export const replyToWire = (reply: string | null, repliedAt: Date | null): ReviewReply | null =>
  reply === null ? null : { text: reply, at: repliedAt!.toISOString() };
