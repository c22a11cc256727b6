import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { assertMayChangeReview, reviewerOf } from './reviews-rules';

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
