import { parseWireDate } from '@giglane/contract/wire-values';
import type { GigReview } from '../../../lib/api/reviews';

export type StarCounts = Record<1 | 2 | 3 | 4 | 5, number>;

/** How many reviews gave each star value; values outside 1–5 are not counted. */
export function countByStars(reviews: GigReview[]): StarCounts {
  const counts: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { stars } of reviews) {
    if (stars >= 1 && stars <= 5) counts[stars as keyof StarCounts] += 1;
  }
  return counts;
}

/** The mean of the reviews' stars, or null when there is none. */
export function averageStars(reviews: GigReview[]): number | null {
  if (reviews.length === 0) return null;
  return reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length;
}

export type ReviewSort = 'recent' | 'relevant';

/** `dd/mm/yyyy` as a sortable `yyyy-mm-dd`; an unreadable date sorts last. */
const sortableDate = (review: GigReview) => parseWireDate(review.reviewedOn) ?? '';

/**
 * Most Recent: newest date first, then the newer id (posted later on the same day).
 * Most Relevant: more stars first, then the longer text, which says more to the next buyer.
 */
export function sortReviews(reviews: GigReview[], sort: ReviewSort): GigReview[] {
  const sorted = [...reviews];
  if (sort === 'recent')
    sorted.sort((a, b) => sortableDate(b).localeCompare(sortableDate(a)) || b.id - a.id);
  else
    sorted.sort(
      (a, b) => b.stars - a.stars || b.text.trim().length - a.text.trim().length || b.id - a.id,
    );
  return sorted;
}
