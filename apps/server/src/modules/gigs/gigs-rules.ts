import { assertAdmin, type SessionUser } from '../../lib/access-rules';

/**
 * Gigs are added, edited, deleted and given pictures by admins; 403 "User không phải quyền admin"
 * for anyone else.
 */
export function assertMayWriteGigs(user: SessionUser): void {
  assertAdmin(user);
}

/** The seller of a new gig: the one the admin names, or the admin. */
export const sellerOfNewGig = (user: SessionUser, named: number | undefined): number =>
  named ?? user.id;
