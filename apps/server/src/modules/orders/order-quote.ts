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

/**
 * What the buyer is shown for a package at `now`, with the buyer's fees of this server (decision
 * 045). The version digests every figure but the due date, which moves with the clock: a quote
 * stays confirmable until the package or the fees change.
 */
export function quoteOf(gigId: number, offer: QuotedPackage, now: Date, fees: QuoteFee[]): Quote {
  // Summed in cents: US$ fractions do not add up exactly as floating-point numbers.
  const cents =
    offer.price * 100 + fees.reduce((sum, fee) => sum + Math.round(fee.amount * 100), 0);
  const total = cents / 100;
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
