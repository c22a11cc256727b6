import { describe, expect, it } from 'vitest';
import type { GigReview } from '../../../lib/api/reviews';
import { sortReviews } from './review-stats';

const review = (id: number, stars: number, date: string, text = 'Fine'): GigReview => ({
  id,
  reviewedOn: date,
  text,
  stars,
  reviewerName: `Buyer ${id}`,
  reviewerAvatar: '',
  reviewerCountry: '',
  counted: true,
  verified: false,
  ratings: null,
  reply: null,
});

describe('sortReviews', () => {
  const reviews = [
    review(1, 3, '15/01/2025', 'A long and useful review'),
    review(2, 5, '02/03/2024', 'Short'),
    review(3, 5, '15/01/2025', 'Longer text here'),
    review(4, 4, 'not a date'),
  ];

  it('Most Recent: newest date first, the later id first on one day, unreadable dates last', () => {
    expect(sortReviews(reviews, 'recent').map((r) => r.id)).toEqual([3, 1, 2, 4]);
  });

  it('Most Relevant: more stars first, then the longer text', () => {
    expect(sortReviews(reviews, 'relevant').map((r) => r.id)).toEqual([3, 2, 4, 1]);
  });

  it('leaves the given list as it was', () => {
    sortReviews(reviews, 'relevant');
    expect(reviews.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
