import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../testing/migrations';

describe('migration 0007: pictures follow what shows them', () => {
  it('deletes the pictures that nothing showed any more, and only those', () =>
    acrossMigration(7, async (db, migrateRest) => {
      const pictures = [
        'avatar/kept',
        'avatar/replaced',
        'images/gig',
        'images/group',
        'images/old',
      ];
      for (const name of pictures)
        await db.rows(
          sql`insert into images (path, content_type, bytes) values (${`/${name}.png`}, 'image/png', '\\x00')`,
        );
      await db.rows(
        sql`insert into users (id, name, email, password_hash, avatar)
            values (1, 'Seller', 's@example.com', 'x', '/avatar/kept.png')`,
      );
      await db.rows(sql`insert into job_types (id, name) values (1, 'Design')`);
      await db.rows(
        sql`insert into job_groups (name, job_type_id, image) values ('Logos', 1, '/images/group.png')`,
      );
      await db.rows(sql`insert into job_details (name) values ('Logo design')`);
      await db.rows(
        sql`insert into jobs (name, price, creator_id, description, short_description, detail_id, image)
            select 'Gig', 5, 1, '', '', id, '/images/gig.png' from job_details`,
      );
      await migrateRest();

      const left = await db.rows<{ path: string }>(sql`select path from images order by path`);
      expect(left.map((row) => row.path)).toEqual([
        '/avatar/kept.png',
        '/images/gig.png',
        '/images/group.png',
      ]);
    }));
});
