import {
  DESCRIPTION_MIN_TO_PUBLISH,
  GENERIC_FEATURES,
  PACKAGE_TIERS,
  PICTURES_MAX,
  type GigStatus,
} from '@giglane/contract/gig-offer-values';
import { serverText } from '@giglane/contract/server-text';
import { assertOwnerOrAdmin, isAdmin, type SessionUser } from '../../lib/access-rules';
import { forbidden, HttpError, invalid } from '../../lib/errors';
import type { Pricing } from './gig-packages';
import { deletionOf, type GigDeletion } from './gigs-rules';

/*
 * Who may write a gig through the gig editor, and when a gig may be listed: pure functions of the
 * caller and the gig's state, so every allowed and refused case is tested without a database.
 */

export const ONLY_SELLERS = 'Only sellers can create gigs: become a seller first';

/** Sellers start gigs (users with a seller profile), and admins; 403 for anyone else. */
export function assertMayCreateGig(user: SessionUser, caller: { isSeller: boolean }): void {
  if (!isAdmin(user) && !caller.isSeller) throw forbidden(ONLY_SELLERS);
}

/** A gig is read and written in the editor by its seller or an admin; 403 "Không có quyền" else. */
export function assertMayEditGig(user: SessionUser, gig: { sellerId: number }): void {
  assertOwnerOrAdmin(user, gig.sellerId);
}

/** What decides whether a gig may be listed. */
export type GigCompleteness = {
  title: string;
  subcategoryId: number | null;
  hasBasic: boolean;
  description: string;
  pictureCount: number;
};

/** What a gig still needs before it is published, one readable line each; empty: complete. */
export function missingToPublish(gig: GigCompleteness): string[] {
  const missing: string[] = [];
  if (!gig.title.trim()) missing.push('overview: a title');
  if (!gig.subcategoryId) missing.push('overview: a subcategory');
  if (!gig.hasBasic) missing.push('pricing: the Basic package');
  if (gig.description.trim().length < DESCRIPTION_MIN_TO_PUBLISH)
    missing.push(`description: at least ${DESCRIPTION_MIN_TO_PUBLISH} characters`);
  if (gig.pictureCount < 1) missing.push('gallery: at least one picture');
  return missing;
}

/**
 * The status changes a seller makes: publish a draft, pause a listed gig, resume a paused one. An
 * archived gig stays archived (assertNotArchived refuses it first).
 */
const moves: Record<GigStatus, readonly GigStatus[]> = {
  draft: ['active'],
  active: ['paused'],
  paused: ['active'],
  archived: [],
};

/**
 * 409 for any change to an archived gig: its seller deleted it, and it stays as its orders were
 * placed, for the buyers, the seller and admins who read them (decision 031).
 */
export function assertNotArchived(gig: { status: GigStatus }): void {
  if (gig.status === 'archived')
    throw new HttpError(
      409,
      'This gig is archived: it was deleted after it had orders, and it can no longer be changed',
      serverText.conflict,
    );
}

/**
 * 400 naming `status` unless the gig may go from its status to the one wanted: a draft or paused
 * gig becomes active only when complete. Asking for the status it has changes nothing.
 */
export function assertStatusChange(
  gig: GigCompleteness & { status: GigStatus },
  wanted: 'active' | 'paused',
): void {
  if (gig.status === wanted) return;
  if (!moves[gig.status].includes(wanted))
    throw invalid('status', `a ${gig.status} gig cannot become ${wanted}; publish it first`);
  const missing = missingToPublish(gig);
  if (wanted === 'active' && missing.length > 0)
    throw invalid('status', `the gig is not complete yet: ${missing.join('; ')}`);
}

/**
 * A listed gig stays complete: a change that would leave it short of what publishing needs is
 * refused (400 naming `field`); its seller pauses it first. A gig listed before the rules existed
 * and still incomplete may be edited.
 */
export function assertStaysComplete(
  before: GigCompleteness & { status: GigStatus },
  after: GigCompleteness,
  field: string,
): void {
  if (before.status !== 'active' || missingToPublish(before).length > 0) return;
  const missing = missingToPublish(after);
  if (missing.length > 0)
    throw invalid(
      field,
      `an active gig must stay complete (${missing.join('; ')}); pause it before this change`,
    );
}

/** What a package of a subcategory may include: its own list, or the generic one when it has none. */
export const featuresOffered = (subcategoryFeatures: readonly string[]): readonly string[] =>
  subcategoryFeatures.length > 0 ? subcategoryFeatures : GENERIC_FEATURES;

const TIER_NAMES = { basic: 'Basic', standard: 'Standard', premium: 'Premium' } as const;

/**
 * Every feature a package names is one of the subcategory's. A marketplace rule on top: each
 * package costs at least what the package before it costs, so the tabs read as upgrades and
 * "From US$ {Basic price}" on the cards is the lowest price of the gig.
 */
export function assertPricingFits(pricing: Pricing, offered: readonly string[]): void {
  let before: { tier: (typeof PACKAGE_TIERS)[number]; price: number } | null = null;
  for (const tier of PACKAGE_TIERS) {
    const offer = pricing[tier];
    if (!offer) continue;
    if (offer.features.some((feature) => !offered.includes(feature)))
      throw invalid(`${tier}.features`, 'must be features of this subcategory');
    if (before && offer.price < before.price)
      throw invalid(
        `${tier}.price`,
        `must not be below the ${TIER_NAMES[before.tier]} package's price (US$${before.price})`,
      );
    before = { tier, price: offer.price };
  }
}

/** 400 naming formFile when the gallery is full. */
export function assertRoomForPicture(pictureCount: number): void {
  if (pictureCount >= PICTURES_MAX)
    throw invalid('formFile', `the gallery holds at most ${PICTURES_MAX} pictures`);
}

/**
 * A seller's delete: 409 while the gig has orders not completed (its buyers are still waiting for
 * the work); a gig that ever had an order is archived, its orders, threads, deliveries and reviews
 * staying; one without orders is deleted.
 */
export function sellerDeletionOf(gig: { orders: number; openOrders: number }): GigDeletion {
  if (gig.openOrders > 0)
    throw new HttpError(
      409,
      `This gig has ${gig.openOrders} order${gig.openOrders === 1 ? '' : 's'} in progress: ` +
        'complete them (or pause the gig) before deleting it',
      serverText.conflict,
    );
  return deletionOf(gig);
}
