import type { GigStatus } from '@giglane/contract/gig-offer-values';
import { isAdmin, type SessionUser } from '../../lib/access-rules';
import type { GigHold } from './gigs-schema';
import { notFound } from '../../lib/errors';

/** What deleting a gig does: removes it, or archives it so that its orders stay (decision 031). */
export type GigDeletion = 'delete' | 'archive';

/**
 * An admin's delete (the original API's DELETE /api/cong-viec/{id}): never refused, but a gig that
 * ever had an order is archived, not erased: its orders, threads, deliveries and reviews belong to
 * its buyers too.
 */
export const deletionOf = (gig: { orders: number }): GigDeletion =>
  gig.orders > 0 ? 'archive' : 'delete';

/** Whose a gig is and whether it is listed: what decides who sees it. */
type GigVisibility = { status: GigStatus; sellerId: number; hold: GigHold | null };

/**
 * An active gig is public; a draft only to its seller and admins; a paused or archived one also to
 * its past buyers (`ordered`: the user has an order of it), whose orders link to it. Anyone else
 * gets the 404 of a gig that does not exist: an unlisted gig is nobody else's business. A gig an
 * admin holds (hidden, or its seller suspended: decision 053) is unlisted as a paused one is.
 */
export function maySeeGig(
  user: SessionUser | null,
  gig: GigVisibility & { ordered?: boolean },
): boolean {
  if ((gig.status === 'active' && gig.hold === null) || isAdmin(user) || user?.id === gig.sellerId)
    return true;
  return gig.status !== 'draft' && gig.ordered === true;
}

/**
 * 404 for anyone who may not see the gig (maySeeGig). The caller's orders of it are looked up
 * only when they decide, so a listed gig's page costs no extra read.
 */
export async function assertMaySeeGig(
  user: SessionUser | null,
  gig: GigVisibility,
  hasOrdered: (userId: number) => Promise<boolean>,
): Promise<void> {
  if (maySeeGig(user, gig)) return;
  if (user && maySeeGig(user, { ...gig, ordered: await hasOrdered(user.id) })) return;
  throw notFound();
}
