import { assertOwnerOrAdmin, type SessionUser } from '../../lib/access-rules';
import { invalid } from '../../lib/errors';

/*
 * The original API's comments (`/api/binh-luan`, BinhLuan) on reviews: whom a review is written
 * as, who may change it, and what a missing reference answers. Its routes
 * (`original-reviews-routes.ts`) and the reviews' service ask these.
 *
 * Kept for existing clients, or changed where the original trusted the body (docs/api.md):
 * - The reviewer is the caller; an admin may name another in `maNguoiBinhLuan`, which the original
 *   took from anyone's body.
 * - A review is edited or deleted by its reviewer or an admin: 403 "Không có quyền" for anyone
 *   else, as for every record that belongs to someone.
 * - An edit keeps the review on its gig and with its reviewer: `maCongViec` and
 *   `maNguoiBinhLuan` of a PUT body are ignored (`reviewChangesFromBody`).
 * - A review written from an order keeps its edit window through `PUT /api/binh-luan/{id}` too,
 *   but for admins, who moderate (the reviews' service).
 * - Errors name the original's fields (`maCongViec`, `maNguoiBinhLuan`).
 */

/**
 * Whom a new review is written as: the user, or whoever an admin names (403 "Không có quyền" when
 * anyone else names another reviewer).
 */
export function reviewerOf(user: SessionUser, named: number | undefined): number {
  const reviewerId = named ?? user.id;
  assertOwnerOrAdmin(user, reviewerId);
  return reviewerId;
}

/** A review is edited or deleted by its reviewer or an admin; 403 "Không có quyền" for anyone else. */
export function assertMayChangeReview(user: SessionUser, review: { reviewerId: number }): void {
  assertOwnerOrAdmin(user, review.reviewerId);
}

/** The gig a new review names; 400 naming the original's field of a gig or reviewer not found. */
export function referencedGig<G>(found: { gig: G | null; reviewerFound: boolean }): G {
  if (!found.gig) throw invalid('maCongViec', 'must be an existing job');
  if (!found.reviewerFound) throw invalid('maNguoiBinhLuan', 'must be an existing user');
  return found.gig;
}
