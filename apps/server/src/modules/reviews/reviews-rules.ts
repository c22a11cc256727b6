import { assertOwnerOrAdmin, type SessionUser } from '../../lib/access-rules';

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
