import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../testing/migrations';

/** Every link as group name → detail names, and every job's detail name: what must survive. */
const links = sql`select g.name as "group", d.name as detail
  from group_details gd join job_groups g on g.id = gd.group_id join job_details d on d.id = gd.detail_id
  order by 1, 2`;
const jobDetailsOf = sql`select j.name as job, d.id, d.name as detail
  from jobs j join job_details d on d.id = j.detail_id order by 1`;

describe('migration 0006: one id space for groups and details', () => {
  it('renumbers the groups whose ids details also have, keeping every link and every gig', () =>
    acrossMigration(6, async (db, migrateRest) => {
      await db.rows(sql`insert into job_types (id, name) values (1, 'Writing')`);
      await db.rows(
        sql`insert into job_groups (id, name, job_type_id) values (1, 'G1', 1), (2, 'G2', 1), (3, 'G3', 1), (7, 'G7', 1)`,
      );
      await db.rows(
        sql`insert into job_details (id, name) values (1, 'D1'), (2, 'D2'), (3, 'D3'), (5, 'D5')`,
      );
      // Details 6 to 10 were handed out once and deleted since.
      await db.rows(sql`select setval('job_details_id_seq', 10)`);
      await db.rows(
        sql`insert into group_details (group_id, detail_id) values (1, 1), (1, 2), (2, 5), (3, 1), (7, 3), (7, 2)`,
      );
      await db.rows(
        sql`insert into users (id, name, email, password_hash) values (1, 'Seller', 's@example.com', 'x')`,
      );
      await db.rows(
        sql`insert into jobs (name, price, creator_id, description, short_description, detail_id)
            values ('Gig on D1', 5, 1, '', '', 1), ('Gig on D2', 5, 1, '', '', 2)`,
      );
      const linksBefore = await db.rows(links);
      const jobsBefore = await db.rows(jobDetailsOf);
      await migrateRest();

      const shared = await db.rows<{ id: number }>(
        sql`select id from job_groups where id in (select id from job_details)`,
      );
      expect(shared).toEqual([]);
      expect(await db.rows(links)).toEqual(linksBefore);
      expect(await db.rows(jobDetailsOf)).toEqual(jobsBefore);
      const groupIds = await db.rows<{ id: number; name: string }>(
        sql`select id, name from job_groups order by name`,
      );
      // G7 collided with nothing and keeps its id; the others move past every id ever used.
      expect(groupIds.find((row) => row.name === 'G7')?.id).toBe(7);
      for (const row of groupIds.filter((row) => row.name !== 'G7'))
        expect(row.id).toBeGreaterThan(10);
      const detailIds = await db.rows<{ id: number }>(sql`select id from job_details order by id`);
      expect(detailIds.map((row) => row.id)).toEqual([1, 2, 3, 5]);

      const [newGroup] = await db.rows<{ id: number }>(
        sql`insert into job_groups (name, job_type_id) values ('New group', 1) returning id`,
      );
      const [newDetail] = await db.rows<{ id: number }>(
        sql`insert into job_details (name) values ('New detail') returning id`,
      );
      const taken = [...groupIds, ...detailIds].map((row) => row.id);
      expect(taken).not.toContain(newGroup!.id);
      expect(taken).not.toContain(newDetail!.id);
      expect(newDetail!.id).toBe(newGroup!.id + 1);
    }));
});
