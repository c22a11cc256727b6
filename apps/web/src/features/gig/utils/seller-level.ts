/**
 * The API has no seller level yet, so the level comes from the gig's number of ratings (danhGia),
 * the seller's real track record on this page: fewer than 5 ratings is Level 1, 5 to 14 is Level
 * 2, 15 or more is Level 3. The same gig always shows the same level; a later change replaces this
 * with the server's own field.
 */
export function sellerLevel(ratingCount: number): 1 | 2 | 3 {
  if (ratingCount >= 15) return 3;
  if (ratingCount >= 5) return 2;
  return 1;
}
