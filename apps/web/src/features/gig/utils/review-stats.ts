import type { ReviewView } from '@giglane/contract/reviews';
import { parseWireDate } from '@giglane/contract/wire-values';

export type StarCounts = Record<1 | 2 | 3 | 4 | 5, number>;

/** How many reviews gave each star value; values outside 1–5 are not counted. */
export function countByStars(comments: ReviewView[]): StarCounts {
  const counts: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { saoBinhLuan } of comments) {
    if (saoBinhLuan >= 1 && saoBinhLuan <= 5) counts[saoBinhLuan as keyof StarCounts] += 1;
  }
  return counts;
}

/** The mean of the reviews' stars, or null when there is none. */
export function averageStars(comments: ReviewView[]): number | null {
  if (comments.length === 0) return null;
  return comments.reduce((sum, comment) => sum + comment.saoBinhLuan, 0) / comments.length;
}

export type ReviewSort = 'recent' | 'relevant';

/** `dd/mm/yyyy` as a sortable `yyyy-mm-dd`; an unreadable date sorts last. */
const sortableDate = (comment: ReviewView) => parseWireDate(comment.ngayBinhLuan) ?? '';

/**
 * Most Recent: newest date first, then the newer id (posted later on the same day).
 * Most Relevant: more stars first, then the longer text, which says more to the next buyer.
 */
export function sortReviews(comments: ReviewView[], sort: ReviewSort): ReviewView[] {
  const sorted = [...comments];
  if (sort === 'recent')
    sorted.sort((a, b) => sortableDate(b).localeCompare(sortableDate(a)) || b.id - a.id);
  else
    sorted.sort(
      (a, b) =>
        b.saoBinhLuan - a.saoBinhLuan ||
        b.noiDung.trim().length - a.noiDung.trim().length ||
        b.id - a.id,
    );
  return sorted;
}
