import type { GigPackage } from '@giglane/contract/gig-offers';
import { serverText } from '@giglane/contract/server-text';
import { assertOwnerOrAdmin, isAdmin, type SessionUser } from '../../lib/access-rules';
import { badRequest, forbidden, invalid } from '../../lib/errors';
import { LEGACY_BASIC } from '../gigs/gig-packages';
import {
  GIG_UNAVAILABLE,
  actorsOf,
  type Actor,
  type OrderFacts,
  type OrderParties,
  type Step,
} from './orders-rules';

/*
 * The original API's hire records (`/api/thue-cong-viec`, ThueCongViec) on orders: who may act on
 * a record the original's way and what its clients are answered. Its routes
 * (`original-orders-routes.ts`) and the service's original-API functions ask these; the state
 * machine itself (`orders-rules.ts`) is the new API's and the original's alike.
 *
 * Quirks kept for existing clients, which match these statuses and texts:
 * - Someone who plays no part in a record gets 403 "Không có quyền", where the new API hides an
 *   order behind a 404.
 * - A record is read by its buyer and admins: the original knew only the hirer, so the gig's
 *   seller is refused too (they read the order through the new API).
 * - A booking is for the caller; an admin books for anyone, of any gig, and may record it done.
 * - A booking buys the gig's Basic package. A gig with none (one from before packages, decision
 *   021) sells its own giaTien, moTaNgan and delivery time as a Basic package with one revision,
 *   as the copy the database made at insert did before the orders' service wrote it.
 * - The buyer's DEL on the profile cancels a placed order and withdraws a started one its seller
 *   has not touched (decision 023): the original deleted the row, an order keeps its record. An
 *   admin's DEL deletes it.
 * - An admin's `hoanThanh` on a PUT is the Complete or Incomplete of Manage Service: a move of the
 *   state machine (`complete`, `reopen`) with its timeline entry; a cancelled order is not
 *   completed (409).
 * - `hoan-thanh-cong-viec` is the buyer accepting a delivery or an admin completing the order;
 *   a record that does not exist answers 400 "Không có công việc nào được thuê", not 404.
 * - `lay-danh-sach-da-thue` leaves cancelled orders out: to the original a cancelled hire no
 *   longer exists (the orders' repository).
 * - Errors name the original's fields (`maCongViec`, `maNguoiThue`).
 */

/** The note an order cancelled or withdrawn by the original's DEL keeps in its timeline. */
export const CANCELLED_FROM_PROFILE = 'Cancelled by the buyer from their profile';

/** The parts a user plays in the record; 403 "Không có quyền" for anyone playing none. */
export function legacyActors(order: OrderParties, user: SessionUser): Actor[] {
  const actors = actorsOf(order, user);
  if (actors.length === 0) throw forbidden(serverText.notOwner);
  return actors;
}

/** `GET /api/thue-cong-viec/{id}`: its buyer and admins; 403 "Không có quyền" for anyone else. */
export function assertMayReadRecord(order: OrderParties, user: SessionUser): void {
  if (!legacyActors(order, user).some((actor) => actor !== 'seller'))
    throw forbidden(serverText.notOwner);
}

/**
 * A booking as the user may make it: for themselves unless they are an admin (403 "Không có
 * quyền" otherwise), of a listed gig unless an admin records it, and completed only when an admin
 * records it so.
 */
export function orderToPlace(
  user: SessionUser,
  wanted: { buyerId?: number; completed: boolean },
): { buyerId: number; completed: boolean; listedOnly: boolean } {
  const buyerId = wanted.buyerId ?? user.id;
  assertOwnerOrAdmin(user, buyerId);
  return {
    buyerId,
    completed: isAdmin(user) && wanted.completed,
    // Drafts and paused gigs are not for sale; an admin may still record an order of one.
    listedOnly: !isAdmin(user),
  };
}

/** What a booking of a gig without a Basic package row buys: the gig's own fields as one. */
export const legacyBasicOf = (gig: {
  price: number;
  shortDescription: string;
  deliveryDays: number;
}): GigPackage => ({
  tier: 'basic',
  name: LEGACY_BASIC.name,
  description: gig.shortDescription,
  price: gig.price,
  deliveryDays: gig.deliveryDays,
  revisions: LEGACY_BASIC.revisions,
  features: [],
  extra: '',
});

/** 400 naming the original's field of a gig or buyer that does not exist, or a gig not for sale. */
export function assertRecordReferences(
  refs: { gigId?: number; buyerId?: number },
  found: { gig: { status: string; hold: string | null } | null; buyerFound: boolean },
  listedOnly = false,
): void {
  if (refs.gigId !== undefined) {
    if (!found.gig) throw invalid('maCongViec', 'must be an existing job');
    if (listedOnly && found.gig.status !== 'active')
      throw invalid('maCongViec', 'must be a gig that is listed (not a draft or paused)');
    if (listedOnly && found.gig.hold !== null) throw invalid('maCongViec', GIG_UNAVAILABLE);
  }
  if (refs.buyerId !== undefined && !found.buyerFound)
    throw invalid('maNguoiThue', 'must be an existing user');
}

/** What the DEL does: an admin deletes the record, its buyer cancels or withdraws the order. */
export function deletionOfRecord(
  order: OrderParties & Pick<OrderFacts, 'state'>,
  user: SessionUser,
): 'delete' | Step {
  const actors = legacyActors(order, user);
  if (actors.includes('admin')) return 'delete';
  if (!actors.includes('buyer')) throw forbidden(serverText.notOwner);
  return {
    move: order.state === 'placed' ? 'cancel' : 'withdraw',
    actors: ['buyer'],
    actorId: user.id,
    note: CANCELLED_FROM_PROFILE,
  };
}

/** `hoan-thanh-cong-viec`: an admin completes the order; anyone else accepts it as the rules allow. */
export function completionOfRecord(order: OrderParties, user: SessionUser): Step {
  const actors = legacyActors(order, user);
  return actors.includes('admin')
    ? { move: 'complete', actors: ['admin'], actorId: user.id }
    : { move: 'accept', actors, actorId: user.id };
}

/** `hoan-thanh-cong-viec` of a record that does not exist. */
export const hireNotFound = () => badRequest(serverText.hireNotFound);
