import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../testing/migrations';

describe("migration 0049: a review's keyword copy", () => {
  // Two databases migrated from scratch on the embedded engine: slower than an API test.
  it(
    "copies every existing review's text and its gig's name, lower-cased",
    { timeout: 120_000 },
    () =>
      acrossMigration(49, async (db, migrateRest) => {
        await db.rows(
          sql`insert into users (id, name, email, password_hash)
            values (1, 'Seller', 's@example.com', 'x'), (2, 'Buyer', 'b@example.com', 'x')`,
        );
        await db.rows(sql`insert into job_details (name) values ('Logo design')`);
        await db.rows(
          sql`insert into jobs (id, name, price, creator_id, description, short_description, detail_id)
            select 10, 'Walrus LOGO', 40, 1, '', 'Two concepts', id from job_details`,
        );
        await db.rows(
          sql`insert into comments (job_id, author_id, commented_on, content, stars)
            values (10, 2, '2026-03-04', 'Great Work', 5), (10, 2, '2026-03-05', '', 4)`,
        );
        await migrateRest();

        expect(await db.rows(sql`select keywords from comments order by id`)).toEqual([
          { keywords: 'great work\nwalrus logo' },
          { keywords: '\nwalrus logo' },
        ]);
      }),
  );
});
