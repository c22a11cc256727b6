/*
 * The database schema, composed for Drizzle's client and drizzle-kit. Each domain declares the
 * tables it owns beside its code, `modules/<domain>/<domain>-schema.ts` (decision 043), under the
 * glossary's names; the tables keep their first SQL names (`gigs` is the table jobs, `orders`
 * hires, `reviews` comments, `categories` job_types, `subcategories` job_details).
 *
 * ON DELETE rules (docs/decisions/002-delete-rules.md):
 * - a user takes their gigs, orders and reviews with them (cascade);
 * - a category takes its groups, a group its subcategory links (cascade); subcategories stay, they
 *   may sit in other groups;
 * - a subcategory that still has gigs cannot be deleted (restrict): gigs must move first;
 * - a gig takes its orders and reviews (cascade).
 * Rating aggregates on gigs follow reviews through a trigger (sql/gigs.sql), so cascades keep
 * them right too.
 */
export * from '../modules/accounts/accounts-schema';
export * from '../modules/catalog/catalog-schema';
export * from '../modules/files/files-schema';
export * from '../modules/gigs/gigs-schema';
export * from '../modules/messaging/messaging-schema';
export * from '../modules/orders/orders-schema';
export * from '../modules/mail/mail-schema';
export * from '../modules/payments/payments-schema';
export * from '../modules/reviews/reviews-schema';
export * from '../modules/search/search-schema';
export * from '../modules/trust/trust-schema';
export * from './outbox-schema';
export * from './sql-sources-schema';
export * from './row-counts-schema';
