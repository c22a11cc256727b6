import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { assertMayChangeReview, reviewerOf, reviewNotices } from './reviews-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const reviewer = { id: 2, role: 'USER' } as const;
const other = { id: 3, role: 'USER' } as const;

const refused = { statusCode: 403, content: serverText.notOwner };

describe('whom a review is written as', () => {
  it('is the caller when nobody is named, or when the caller names themself', () => {
    expect(reviewerOf(reviewer, undefined)).toBe(reviewer.id);
    expect(reviewerOf(reviewer, reviewer.id)).toBe(reviewer.id);
    expect(reviewerOf(admin, undefined)).toBe(admin.id);
  });

  it('is whoever an admin names, and nobody else a user names', () => {
    expect(reviewerOf(admin, reviewer.id)).toBe(reviewer.id);
    expect(() => reviewerOf(other, reviewer.id)).toThrow(expect.objectContaining(refused));
  });
});

describe('who may edit or delete a review', () => {
  it('is its reviewer or an admin', () => {
    const review = { reviewerId: reviewer.id };
    expect(() => assertMayChangeReview(reviewer, review)).not.toThrow();
    expect(() => assertMayChangeReview(admin, review)).not.toThrow();
    expect(() => assertMayChangeReview(other, review)).toThrow(expect.objectContaining(refused));
  });
});

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
