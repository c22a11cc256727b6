import { createHash } from 'node:crypto';
import type { GigPackage } from '@giglane/contract/gig-offers';
import type { Quote, QuoteFee } from '@giglane/contract/orders';
import { serverText } from '@giglane/contract/server-text';
import { HttpError } from '../../lib/errors';
import { DAY_MS } from './orders-rules';

/** The figures of a package a quote is made of. */
export type QuotedPackage = Pick<
  GigPackage,
  'tier' | 'name' | 'price' | 'deliveryDays' | 'revisions'
>;

// No payment provider yet (decision 023): the list is where its service fee will go.
const feesOf = (_offer: QuotedPackage): QuoteFee[] => [];

/**
 * What the buyer is shown for a package at `now`. The version digests every figure but the due
 * date, which moves with the clock: a quote stays confirmable until the package itself changes.
 */
export function quoteOf(gigId: number, offer: QuotedPackage, now: Date): Quote {
  const fees = feesOf(offer);
  const total = offer.price + fees.reduce((sum, fee) => sum + fee.amount, 0);
  const figures = [gigId, offer.tier, offer.name, offer.price, offer.deliveryDays, offer.revisions];
  const version = createHash('sha256')
    .update(JSON.stringify([...figures, fees, total]))
    .digest('hex')
    .slice(0, 32);
  return {
    tier: offer.tier,
    name: offer.name,
    price: offer.price,
    deliveryDays: offer.deliveryDays,
    dueAt: new Date(now.getTime() + offer.deliveryDays * DAY_MS).toISOString(),
    revisions: offer.revisions,
    fees,
    total,
    version,
  };
}

/** 409 with the quote as it is now when the buyer confirmed another; nothing is placed. */
export function assertQuoteConfirmed(confirmed: string, current: Quote): void {
  if (confirmed === current.version) return;
  const reason = 'quoteVersion: the package changed since the checkout; confirm the new quote';
  throw new HttpError(409, reason, serverText.conflict, { reason, quote: current });
}
