import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../testing/migrations';

describe('migration 0016: the search table in subcategory order', () => {
  // A database migrated from scratch on the embedded engine: slower than an API test.
  it(
    'stores listed gigs by subcategory then sample, vacuumed, and the names with their words',
    { timeout: 120_000 },
    () =>
      acrossMigration(16, async (db, migrateRest) => {
        await db.rows(
          sql`insert into users (id, name, email, password_hash) values (1, 'Seller', 's@example.com', 'x')`,
        );
        await db.rows(
          sql`insert into job_details (id, name) values (1, 'Logo Design'), (2, 'Video Editing')`,
        );
        // Gigs of both subcategories in turn: stored by sample, they interleave.
        await db.rows(
          sql`insert into jobs (id, name, price, creator_id, description, short_description, detail_id, delivery_days)
              select n, 'I will make gig ' || n, 20, 1, '', '', 1 + n % 2, 3
                from generate_series(1, 60) as n`,
        );
        const order = () =>
          db.rows<{ detail_id: number; sample: number }>(
            sql`select detail_id, sample from gig_search order by ctid`,
          );
        const bySubcategory = (rows: { detail_id: number; sample: number }[]) =>
          rows.toSorted((a, b) => a.detail_id - b.detail_id || a.sample - b.sample);
        await db.rows(sql`select gig_search_rebuild()`);
        expect(await order()).not.toEqual(bySubcategory(await order()));
        await migrateRest();

        const rows = await order();
        expect(rows).toHaveLength(60);
        expect(rows).toEqual(bySubcategory(rows));
        // Vacuumed once migrated: every page is known all-visible, for index-only scans.
        const [visible] = await db.rows<{ pages: number; visible: number }>(
          sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'gig_search'`,
        );
        expect(visible!.pages).toBeGreaterThan(0);
        expect(visible!.visible).toBe(visible!.pages);
        expect(
          await db.rows(
            sql`select id from job_details where words @@ to_tsquery('simple', 'logo') order by id`,
          ),
        ).toEqual([{ id: 1 }]);
        // Rebuilt later, the table keeps the order.
        await db.rows(sql`select gig_search_rebuild()`);
        expect(await order()).toEqual(bySubcategory(await order()));
      }),
  );
});
