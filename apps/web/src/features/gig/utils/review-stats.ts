import { parseWireDate } from '@giglane/contract/wire-values';
import type { GigReview } from '../../../lib/api/reviews';

export type ReviewSort = 'recent' | 'relevant';

/** The order the gig page lists its reviews in first, and how many it shows at a time. */
export const FIRST_REVIEW_SORT: ReviewSort = 'recent';
export const REVIEWS_PER_PAGE = 6;

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

/** The reviews the gig page shows before anyone sorts or asks for more: their votes come along. */
export const firstShownReviews = (reviews: GigReview[]) =>
  sortReviews(reviews, FIRST_REVIEW_SORT).slice(0, REVIEWS_PER_PAGE);
