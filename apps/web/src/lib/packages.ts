import type { PackageTier } from '@giglane/contract/gig-offer-values';
import type { GigPackage } from './api/gigs';

/** The tabs' names; each package also has the name its seller gave it. */
export const TIER_NAMES: Record<PackageTier, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};

/** The name the seller gave the package, when it says more than its tab ("Basic"). */
export function ownName(pack: GigPackage): string | null {
  return pack.name.trim().toLowerCase() === TIER_NAMES[pack.tier].toLowerCase() ? null : pack.name;
}

/** "US$60", "US$1,840". */
export const formatPrice = (price: number) => `US$${price.toLocaleString('en-US')}`;

/** "3 Days Delivery", as the specification's fixed "14 Days Delivery" reads. */
export const deliveryLabel = (days: number) => `${days} ${days === 1 ? 'Day' : 'Days'} Delivery`;

/** "Unlimited Revisions" for a package without a limit (null), else the number included. */
export function revisionsLabel(revisions: number | null): string {
  if (revisions === null) return 'Unlimited Revisions';
  return `${revisions} ${revisions === 1 ? 'Revision' : 'Revisions'}`;
}

/**
 * Every feature any offered package includes, in the order the packages list them: a package's
 * list then marks what it has and what a bigger package would add.
 */
export function allFeatures(packages: readonly GigPackage[]): string[] {
  return [...new Set(packages.flatMap((pack) => pack.features))];
}

/** "1 day", "3 days": a package's delivery time in a sentence. */
export const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
