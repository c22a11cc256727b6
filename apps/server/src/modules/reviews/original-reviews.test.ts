import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { assertMayChangeReview, referencedGig, reviewerOf } from './original-reviews';

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

describe("a new review's references", () => {
  const gig = { id: 5, sellerId: 7 };

  it('give the gig when it and the reviewer exist', () => {
    expect(referencedGig({ gig, reviewerFound: true })).toBe(gig);
  });

  it("name the original's field of the one not found", () => {
    expect(() => referencedGig({ gig: null, reviewerFound: true })).toThrow(
      expect.objectContaining({ statusCode: 400, content: 'maCongViec: must be an existing job' }),
    );
    expect(() => referencedGig({ gig, reviewerFound: false })).toThrow(
      expect.objectContaining({
        statusCode: 400,
        content: 'maNguoiBinhLuan: must be an existing user',
      }),
    );
  });
});
