import { eq, sql } from 'drizzle-orm';
import { PACKAGE_TIERS } from '@giglane/contract/gig-offer-values';
import type { GigPackage } from '@giglane/contract/gig-offers';
import type { Transaction } from '../../db/client';
import { gigPackages, gigs } from './gigs-schema';

/*
 * A gig's packages and what its row keeps of them (decision 021): jobs.price is the Basic price
 * (giaTien), jobs.short_description the Basic description (moTaNgan), jobs.delivery_days the
 * fastest package's days. Only these functions write either, always in the caller's transaction.
 */

/** The Basic package the original API makes of giaTien and moTaNgan. */
export const LEGACY_BASIC = { name: 'Basic', deliveryDays: 3, revisions: 1 } as const;

export type PackageFields = Omit<GigPackage, 'tier'>;
export type Pricing = {
  basic: PackageFields;
  standard: PackageFields | null;
  premium: PackageFields | null;
};

/** Replaces every package of the gig with the ones offered, and the gig row's copy of them. */
export async function replacePackages(tx: Transaction, gigId: number, pricing: Pricing) {
  const rows = PACKAGE_TIERS.flatMap((name, tier) => {
    const offered = pricing[name];
    return offered ? [{ ...offered, gigId, tier }] : [];
  });
  await tx.delete(gigPackages).where(eq(gigPackages.gigId, gigId));
  await tx.insert(gigPackages).values(rows);
  await tx
    .update(gigs)
    .set({
      price: pricing.basic.price,
      shortDescription: pricing.basic.description,
      deliveryDays: Math.min(...rows.map((row) => row.deliveryDays)),
      updatedAt: sql`now()`,
    })
    .where(eq(gigs.id, gigId));
}

/** The Basic package of a gig created through the original API, from its giaTien and moTaNgan. */
export async function insertLegacyBasic(
  tx: Transaction,
  gig: { id: number; price: number; shortDescription: string },
) {
  await tx.insert(gigPackages).values({
    gigId: gig.id,
    tier: 0,
    name: LEGACY_BASIC.name,
    description: gig.shortDescription,
    price: gig.price,
    deliveryDays: LEGACY_BASIC.deliveryDays,
    revisions: LEGACY_BASIC.revisions,
  });
}

/**
 * After the original API changed a gig's giaTien or moTaNgan: the Basic package takes the gig
 * row's values, and is made from them when the gig had none (a draft); the fastest delivery may
 * change with it.
 */
export async function syncLegacyBasic(tx: Transaction, gigId: number) {
  await tx.execute(sql`
    insert into ${gigPackages} (gig_id, tier, name, description, price, delivery_days, revisions)
    select ${gigs.id}, 0, ${LEGACY_BASIC.name}, ${gigs.shortDescription}, ${gigs.price},
           ${LEGACY_BASIC.deliveryDays}, ${LEGACY_BASIC.revisions}
      from ${gigs} where ${gigs.id} = ${gigId}
    on conflict (gig_id, tier) do update
       set price = excluded.price, description = excluded.description`);
  await tx
    .update(gigs)
    .set({
      deliveryDays: sql`(select min(${gigPackages.deliveryDays}) from ${gigPackages}
                          where ${gigPackages.gigId} = ${gigId})`,
    })
    .where(eq(gigs.id, gigId));
}
