import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../testing/migrations';

describe('migration 0012: hires become orders', () => {
  // Two databases migrated from scratch on the embedded engine: slower than an API test.
  it(
    'keeps every hire under its id, completed or in progress, with its Basic package copied',
    {
      timeout: 120_000,
    },
    () =>
      acrossMigration(12, async (db, migrateRest) => {
        await db.rows(
          sql`insert into users (id, name, email, password_hash)
            values (1, 'Seller', 's@example.com', 'x'), (2, 'Buyer', 'b@example.com', 'x')`,
        );
        await db.rows(sql`insert into job_details (name) values ('Logo design')`);
        // Gig 10 has packages; gig 11 was started in the editor and never priced.
        await db.rows(
          sql`insert into jobs (id, name, price, creator_id, description, short_description, detail_id, delivery_days)
            select 10, 'Logo', 40, 1, '', 'Two concepts', id, 2 from job_details union all
            select 11, 'Draft', 25, 1, '', 'A draft', id, 5 from job_details`,
        );
        await db.rows(
          sql`insert into gig_packages (gig_id, tier, name, description, price, delivery_days, revisions, features)
            values (10, 0, 'Starter', 'Two concepts', 40, 2, 2, '{Source files}'),
                   (10, 1, 'Plus', 'Four concepts', 80, 3, 3, '{}')`,
        );
        await db.rows(
          sql`insert into hires (id, job_id, hirer_id, hired_on, completed) values
              (7, 10, 2, '2026-03-01', true), (8, 10, 2, '2026-03-05', false),
              (9, 11, 2, '2026-03-06', false)`,
        );
        await db.rows(
          sql`insert into comments (job_id, author_id, commented_on, content, stars)
            values (10, 2, '2026-03-04', 'Great', 5)`,
        );
        await migrateRest();

        const orders = await db.rows<Record<string, unknown>>(
          sql`select id, state, completed, seller_id, package_tier, package_name,
                   package_description, package_features, package_delivery_days,
                   package_revisions, package_price, total,
                   to_char(placed_at, 'YYYY-MM-DD') as placed,
                   extract(day from due_at - started_at)::int as lead,
                   completed_at is not null as done_at
              from hires order by id`,
        );
        const common = { seller_id: 1, package_tier: 0 };
        expect(orders).toEqual([
          {
            ...common,
            id: 7,
            state: 'completed',
            completed: true,
            package_name: 'Starter',
            package_description: 'Two concepts',
            package_features: ['Source files'],
            package_delivery_days: 2,
            package_revisions: 2,
            package_price: 40,
            total: 40,
            placed: '2026-03-01',
            lead: 2,
            done_at: true,
          },
          {
            ...common,
            id: 8,
            state: 'in_progress',
            completed: false,
            package_name: 'Starter',
            package_description: 'Two concepts',
            package_features: ['Source files'],
            package_delivery_days: 2,
            package_revisions: 2,
            package_price: 40,
            total: 40,
            placed: '2026-03-05',
            lead: 2,
            done_at: false,
          },
          {
            ...common,
            id: 9,
            state: 'in_progress',
            completed: false,
            package_name: 'Basic',
            package_description: 'A draft',
            package_features: [],
            package_delivery_days: 5,
            package_revisions: 1,
            package_price: 25,
            total: 25,
            placed: '2026-03-06',
            lead: 5,
            done_at: false,
          },
        ]);

        // The admin search's copy of the gig's and buyer's names, lower-cased.
        const [keywords] = await db.rows<{ keywords: string }>(
          sql`select keywords from hires where id = 7`,
        );
        expect(keywords?.keywords).toBe('logo\nbuyer\nb@example.com');

        const events = await db.rows<{ order_id: number; type: string; actor_id: number }>(
          sql`select order_id, type, actor_id from order_events order by order_id`,
        );
        expect(events).toEqual(
          [7, 8, 9].map((id) => ({ order_id: id, type: 'placed', actor_id: 2 })),
        );

        const [review] = await db.rows<{ order_id: number | null; written: string }>(
          sql`select order_id, to_char(created_at, 'YYYY-MM-DD') as written from comments`,
        );
        expect(review).toEqual({ order_id: null, written: '2026-03-04' });

        // hoanThanh is the state, whatever writes the row.
        await db.rows(sql`update hires set state = 'completed', completed_at = now() where id = 8`);
        const [reopened] = await db.rows<{ completed: boolean }>(
          sql`select completed from hires where id = 8`,
        );
        expect(reopened?.completed).toBe(true);
      }),
  );
});
