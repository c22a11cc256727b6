import type { GigStatus } from '@giglane/contract/gig-offer-values';
import { assertAdmin, isAdmin, type SessionUser } from '../../lib/access-rules';
import { notFound } from '../../lib/errors';

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

/**
 * An active gig is public; a draft or paused one only to its seller and admins. Anyone else gets
 * the 404 of a gig that does not exist: an unpublished gig is nobody else's business.
 */
export function maySeeGig(
  user: SessionUser | null,
  gig: { status: GigStatus; sellerId: number },
): boolean {
  return gig.status === 'active' || isAdmin(user) || user?.id === gig.sellerId;
}

/** 404 for anyone who may not see the gig (maySeeGig). */
export function assertMaySeeGig(
  user: SessionUser | null,
  gig: { status: GigStatus; sellerId: number },
): void {
  if (!maySeeGig(user, gig)) throw notFound();
}
