import type { z } from 'zod';
import type { createReviewBody, updateReviewBody } from '@giglane/contract/reviews';
import type { ReviewChanges } from './reviews-repository';

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
