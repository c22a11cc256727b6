import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../testing/migrations';

describe('migration 0022: an order keeps its review spent', () => {
  // Two databases migrated from scratch on the embedded engine: slower than an API test.
  it('marks each order that has its review reviewed, and no other', { timeout: 120_000 }, () =>
    acrossMigration(22, async (db, migrateRest) => {
      await db.rows(
        sql`insert into users (id, name, email, password_hash)
            values (1, 'Seller', 's@example.com', 'x'), (2, 'Buyer', 'b@example.com', 'x')`,
      );
      await db.rows(sql`insert into job_details (name) values ('Logo design')`);
      await db.rows(
        sql`insert into jobs (id, name, price, creator_id, description, short_description, detail_id, delivery_days)
            select 10, 'Logo', 40, 1, '', 'Two concepts', id, 2 from job_details`,
      );
      await db.rows(
        sql`insert into gig_packages (gig_id, tier, name, description, price, delivery_days, revisions, features)
            values (10, 0, 'Starter', 'Two concepts', 40, 2, 2, '{}')`,
      );
      await db.rows(
        sql`insert into hires (id, job_id, hirer_id, hired_on, state) values
              (7, 10, 2, '2026-03-01', 'completed'), (8, 10, 2, '2026-03-05', 'completed')`,
      );
      await db.rows(
        sql`insert into comments (job_id, author_id, order_id, commented_on, content, stars, created_at)
            values (10, 2, 7, '2026-03-04', 'Great', 5, '2026-03-04T10:00:00Z')`,
      );
      await migrateRest();

      const orders = await db.rows<{ id: number; reviewed_at: string | null }>(
        sql`select id, to_char(reviewed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as reviewed_at
                from hires order by id`,
      );
      expect(orders).toEqual([
        { id: 7, reviewed_at: '2026-03-04 10:00' },
        { id: 8, reviewed_at: null },
      ]);
    }),
  );
});
