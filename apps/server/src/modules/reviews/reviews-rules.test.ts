import { describe, expect, it } from 'vitest';
import { reviewNotices } from './reviews-rules';

describe('who is told of a review', () => {
  const review = { id: 5, gigId: 3, orderId: 7, reviewerId: 10 };

  it("tells the gig's seller of a review and its author of the reply", () => {
    expect(reviewNotices(review, 20, 'posted')).toEqual([
      { userId: 20, kind: 'review_posted', actorId: 10, gigId: 3, orderId: 7, reviewId: 5 },
    ]);
    expect(reviewNotices(review, 20, 'replied')).toEqual([
      { userId: 10, kind: 'review_replied', actorId: 20, gigId: 3, orderId: 7, reviewId: 5 },
    ]);
  });

  it('tells no one of a review the seller wrote of their own gig', () => {
    expect(reviewNotices(review, 10, 'posted')).toEqual([]);
  });
});
