import { sql } from 'drizzle-orm';
import type { Database } from '../client';

const DELIVERY_MESSAGE =
  'Here is your order: everything in the package is done. Have a look, and tell me if anything ' +
  'should change.';

/**
 * The seeded orders' timelines and deliveries, written from the moments the plan gave each order,
 * and each seeded review of a completed order tied to that order (a verified review, its Rating
 * Breakdown drawn from its stars, counted in the ratings) and marking that order reviewed. Run once the orders and reviews
 * are in.
 */
export async function completeSeededOrders(db: Database): Promise<void> {
  await db.execute(sql`
    insert into order_events (order_id, type, actor_id, at)
    select order_id, type, actor_id, at from (
      select id as order_id, 'placed' as type, hirer_id as actor_id, placed_at as at, 0 as step
        from hires
      union all
      select id, 'started', null, started_at, 1 from hires where started_at is not null
      union all
      select id, 'delivered', seller_id, delivered_at, 2 from hires where delivered_at is not null
      union all
      select id, 'accepted', hirer_id, completed_at, 3 from hires where state = 'completed'
    ) as events
    order by at, order_id, step`);
  await db.execute(sql`
    insert into deliveries (order_id, message, delivered_at)
    select id, ${DELIVERY_MESSAGE}, delivered_at from hires
     where delivered_at is not null order by delivered_at, id`);
  // The n-th review of a gig by a buyer goes with the buyer's n-th completed order of it.
  await db.execute(sql`
    with reviews as (
      select id, stars, row_number() over (partition by job_id, author_id order by id) as n,
             job_id, author_id
        from comments),
    orders as (
      select id, job_id, hirer_id, row_number() over (partition by job_id, hirer_id order by id) as n
        from hires where state = 'completed')
    update comments
       set order_id = orders.id,
           communication = reviews.stars,
           as_described = greatest(1, reviews.stars - (reviews.id % 3 = 0)::int),
           recommend = greatest(1, reviews.stars - (reviews.id % 5 = 0)::int)
      from reviews
      join orders on orders.job_id = reviews.job_id and orders.hirer_id = reviews.author_id
                 and orders.n = reviews.n
     where comments.id = reviews.id`);
  // A review of an order counts (decision 054); the others are comments. All were public at once.
  await db.execute(sql`
    update comments set counted = order_id is not null, published_at = created_at`);
  // Each reviewed order has had its one review.
  await db.execute(sql`
    update hires set reviewed_at = comments.created_at
      from comments where comments.order_id = hires.id`);
}
