import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  subcategory,
  categoryGroup,
  category,
  type CategoryGroupBody,
} from '@giglane/contract/categories';
import { queryRows, type Database } from '../db/client';
import { groupSubcategories, subcategories, categoryGroups, gigs, categories } from '../db/schema';
import { call, contentOf, type TestApp } from './test-app';

/**
 * Job types, groups, details and the links between them, straight into the database, for tests
 * about what reads the catalog rather than about the catalog API. Each list goes in as one insert,
 * in the order given, so ids follow that order and a test may rely on it (the links too).
 */
export async function insertCatalog<
  const Type extends string,
  const Group extends string,
  const Detail extends string,
>(
  db: Database,
  catalog: {
    jobTypes: readonly Type[];
    groups: readonly { name: Group; jobType: NoInfer<Type> }[];
    details: readonly Detail[];
    links: readonly (readonly [group: NoInfer<Group>, detail: NoInfer<Detail>])[];
  },
) {
  const typeIds = idsByName<Type>(
    await db
      .insert(categories)
      .values(catalog.jobTypes.map((name) => ({ name })))
      .returning(),
  );
  const groupIds = idsByName<Group>(
    await db
      .insert(categoryGroups)
      .values(catalog.groups.map((row) => ({ name: row.name, categoryId: typeIds[row.jobType] })))
      .returning(),
  );
  const detailIds = idsByName<Detail>(
    await db
      .insert(subcategories)
      .values(catalog.details.map((name) => ({ name })))
      .returning(),
  );
  if (catalog.links.length > 0) {
    await db.insert(groupSubcategories).values(
      catalog.links.map(([groupName, detailName]) => ({
        groupId: groupIds[groupName],
        subcategoryId: detailIds[detailName],
      })),
    );
  }
  return { jobTypes: typeIds, groups: groupIds, details: detailIds };
}

function idsByName<Name extends string>(rows: { id: number; name: string }[]) {
  return Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<Name, number>;
}

/** A job under a detail of its own, straight into the database: for tests about what hangs off jobs. */
export async function insertJob(
  db: Database,
  fields: { name: string; sellerId: number; image?: string },
) {
  const [detailRow] = await db
    .insert(subcategories)
    .values({ name: 'Logo design' })
    .returning({ id: subcategories.id });
  const [row] = await db
    .insert(gigs)
    .values({
      name: fields.name,
      price: 40,
      sellerId: fields.sellerId,
      image: fields.image ?? '',
      description: 'A description',
      shortDescription: 'Short',
      subcategoryId: detailRow!.id,
      stars: 5,
      ratingCount: 0,
      ratingTotal: 0,
    })
    .returning({ id: gigs.id });
  return row!.id;
}

/** The database's today as the API writes dates (dd/MM/yyyy), for replies that default to it. */
export async function todayDayFirst(db: Database) {
  const [row] = await queryRows<{ today: string }>(
    db,
    sql`select to_char(current_date, 'DD/MM/YYYY') as today`,
  );
  return row!.today;
}

export type CatalogApi = ReturnType<typeof catalogApi>;

/** Adds job types, details and groups through the API as the admin whose token is given. */
export function catalogApi(t: TestApp, adminToken: string) {
  return {
    async addJobType(name: string) {
      const reply = await call(t.app, 'POST', '/api/loai-cong-viec', {
        token: adminToken,
        body: { tenLoaiCongViec: name },
      });
      return contentOf(category, reply.body);
    },
    async addDetail(name: string) {
      const reply = await call(t.app, 'POST', '/api/chi-tiet-loai-cong-viec', {
        token: adminToken,
        body: { id: 0, tenChiTiet: name },
      });
      expect(reply.status).toBe(201);
      return contentOf(subcategory, reply.body);
    },
    async addGroup(body: CategoryGroupBody) {
      const reply = await call(
        t.app,
        'POST',
        '/api/chi-tiet-loai-cong-viec/them-nhom-chi-tiet-loai',
        { token: adminToken, body },
      );
      expect(reply.status).toBe(201);
      return contentOf(categoryGroup, reply.body);
    },
  };
}
