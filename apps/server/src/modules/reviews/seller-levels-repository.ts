import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/client';
import { users } from '../accounts/accounts-schema';
import { gigs } from '../gigs/gigs-schema';
import { conversations, messages } from '../messaging/messaging-schema';
import { orders } from '../orders/orders-schema';
import { levelOf, type SellerRecord } from './seller-levels-rules';

/** How many sellers' new levels one statement writes. */
const WRITE_BATCH = 1_000;

/**
 * What a level is computed from, per seller (decision 054): their completed orders and the share
 * delivered by the due time, the rating of their gigs as the seller page shows it (one decimal,
 * counted reviews only), the average hours to answer a buyer's first message, and the account's age.
 */
function records(db: Database | Transaction, which: SQL) {
  return queryRows<SellerRecord & { id: number; level: number }>(
    db,
    sql`select u.id, u.seller_level as level,
               extract(day from now() - u.created_at)::int as "accountAgeDays",
               coalesce(o.completed, 0) as "completedOrders",
               o.on_time as "onTimeRate",
               r.rating,
               m.hours as "responseHours"
          from ${users} u
          left join lateral (
            select count(*)::int as completed,
                   (avg(case when h.delivered_at <= h.due_at then 1 else 0 end)
                      filter (where h.due_at is not null))::float8 as on_time
              from ${orders} h where h.seller_id = u.id and h.state = 'completed') o on true
          left join lateral (
            select round(sum(j.rating_total)::numeric / nullif(sum(j.rating_count), 0), 1)::float8
                   as rating
              from ${gigs} j where j.creator_id = u.id) r on true
          left join lateral (
            select avg(extract(epoch from answer.at - asked.at) / 3600)::float8 as hours
              from ${conversations} c
             cross join lateral (select min(q.created_at) as at from ${messages} q
                                  where q.conversation_id = c.id and q.sender_id = c.buyer_id) asked
             cross join lateral (select min(a.created_at) as at from ${messages} a
                                  where a.conversation_id = c.id and a.sender_id = c.seller_id
                                    and a.created_at >= asked.at) answer
             where c.seller_id = u.id and answer.at is not null) m on true
         where ${which}`,
  );
}

/** A seller: one who made a seller profile, or who has gigs (older catalogs). */
const isSeller = sql`(u.seller_since is not null
                      or exists (select 1 from ${gigs} j where j.creator_id = u.id))`;

export function createSellerLevelsRepository(db: Database) {
  return {
    /** The seller's record; null: no such user. */
    async recordOf(userId: number) {
      const [row] = await records(db, sql`u.id = ${userId}`);
      return row ?? null;
    },

    /** Every seller's record with the level they hold now, or the one seller's. */
    everyRecord: (tx: Transaction, sellerId?: number) =>
      records(tx, sellerId === undefined ? isSeller : sql`u.id = ${sellerId}`),

    /** Writes the levels that changed, a batch of sellers per statement. */
    async writeLevels(tx: Transaction, levels: { id: number; level: number }[]) {
      for (let i = 0; i < levels.length; i += WRITE_BATCH) {
        const values = sql.join(
          levels.slice(i, i + WRITE_BATCH).map(({ id, level }) => sql`(${id}::int, ${level}::int)`),
          sql`, `,
        );
        await tx.execute(sql`update ${users} set seller_level = v.level
                               from (values ${values}) as v(id, level)
                              where ${users.id} = v.id`);
      }
    },
  };
}

export type SellerLevelsRepository = ReturnType<typeof createSellerLevelsRepository>;

/**
 * Recomputes the sellers' levels by the rules (one seller, or every seller) and writes those that
 * changed; answers how many did. The worker's round and the seed both run it.
 */
export async function recomputeLevels(
  levels: SellerLevelsRepository,
  tx: Transaction,
  sellerId?: number,
): Promise<number> {
  const changed = (await levels.everyRecord(tx, sellerId))
    .map((record) => ({ id: record.id, level: levelOf(record), was: record.level }))
    .filter((row) => row.level !== row.was);
  await levels.writeLevels(tx, changed);
  return changed.length;
}
