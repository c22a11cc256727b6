import { asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { serverText } from '@giglane/contract/server-text';
import type { Subcategory, CategoryGroup, MenuEntry } from '@giglane/contract/categories';
import type { Paging, PagingQuery } from '@giglane/contract/paging';
import type { Database } from '../../db/client';
import { groupDetails, jobDetails, jobGroups, jobTypes } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { badRequest, invalid } from '../../lib/errors';
import { containsPattern, pagedByIds, type PageIds } from '../../lib/paging';

const subcategoryColumns = { id: jobDetails.id, tenChiTiet: jobDetails.name };

/** A group's subcategories as a JSON array ordered by id; groups without any get `[]`. */
const subcategoriesOfGroup = sql<Subcategory[]>`coalesce(
  json_agg(json_build_object('id', ${jobDetails.id}, 'tenChiTiet', ${jobDetails.name})
           order by ${jobDetails.id}) filter (where ${jobDetails.id} is not null),
  '[]'::json)`;

const groupColumns = {
  id: jobGroups.id,
  tenNhom: jobGroups.name,
  hinhAnh: jobGroups.image,
  maLoaiCongviec: jobGroups.jobTypeId,
  dsChiTietLoai: subcategoriesOfGroup,
};

/** The ids of the groups that match, for a page of them. */
const matchingGroups = (db: Database, where: SQL | undefined) =>
  db.select({ id: jobGroups.id }).from(jobGroups).where(where).$dynamic();

/**
 * Every read of groups goes through here, so all of them reply the same shape. The subcategories are
 * aggregated in the same query: any number of groups (the whole menu) costs one query. `ids` names
 * the groups of one page; a page of groups is in id order, as every read of them is.
 */
function groupViews(
  db: Database,
  options: { where?: SQL; ids?: PageIds<ReturnType<typeof matchingGroups>> } = {},
): Promise<CategoryGroup[]> {
  const groups = db.select(groupColumns).from(jobGroups).$dynamic();
  const { ids } = options;
  return (ids ? groups.innerJoin(ids, eq(ids.id, jobGroups.id)) : groups)
    .leftJoin(groupDetails, eq(groupDetails.groupId, jobGroups.id))
    .leftJoin(jobDetails, eq(jobDetails.id, groupDetails.detailId))
    .where(options.where)
    .groupBy(jobGroups.id)
    .orderBy(asc(jobGroups.id));
}

async function findGroup(db: Database, id: number): Promise<CategoryGroup | null> {
  const [row] = await groupViews(db, { where: eq(jobGroups.id, id) });
  return row ?? null;
}

// The checks below lock what they found (FOR SHARE) until the transaction ends, so a category or
// subcategory cannot vanish between the check and the insert that refers to it.

async function assertCategoryExists(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: jobTypes.id })
    .from(jobTypes)
    .where(eq(jobTypes.id, id))
    .for('share');
  if (!row) throw invalid('maLoaiCongViec', `no job type has id ${id}`);
}

/** The distinct ids of the list; 400 listing those that name no subcategory. */
async function existingSubcategoryIds(db: Database, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: jobDetails.id })
    .from(jobDetails)
    .where(inArray(jobDetails.id, unique))
    .for('share');
  const found = new Set(rows.map((row) => row.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw invalid('danhSachChiTiet', `no detail has id ${missing.join(', ')}`);
  return unique;
}

async function linkSubcategories(
  db: Database,
  groupId: number,
  subcategoryIds: number[],
): Promise<void> {
  if (subcategoryIds.length === 0) return;
  await db.insert(groupDetails).values(subcategoryIds.map((detailId) => ({ groupId, detailId })));
}

export function createCategoryGroupsRepository(db: Database) {
  return {
    list: (): Promise<CategoryGroup[]> => groupViews(db),

    page(query: PagingQuery): Promise<Paging<CategoryGroup>> {
      const where = query.keyword
        ? ilike(jobGroups.name, containsPattern(query.keyword))
        : undefined;
      return pagedByIds(db, query, {
        matches: () => matchingGroups(db, where),
        id: jobGroups.id,
        rows: (ids) => groupViews(db, { ids }),
      });
    },

    find: (id: number): Promise<CategoryGroup | null> => findGroup(db, id),

    async create(input: {
      name: string;
      categoryId: number;
      subcategoryIds: number[];
    }): Promise<CategoryGroup> {
      return db.transaction(async (tx) => {
        await assertCategoryExists(tx, input.categoryId);
        const subcategoryIds = await existingSubcategoryIds(tx, input.subcategoryIds);
        const [row] = await tx
          .insert(jobGroups)
          .values({ name: input.name, jobTypeId: input.categoryId })
          .returning({ id: jobGroups.id });
        await linkSubcategories(tx, row!.id, subcategoryIds);
        return (await findGroup(tx, row!.id))!;
      });
    },

    /** Fields left out keep their value; a given subcategory list replaces the group's links. */
    async update(
      id: number,
      input: { name?: string; categoryId?: number; subcategoryIds?: number[] },
    ): Promise<CategoryGroup | null> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: jobGroups.id })
          .from(jobGroups)
          .where(eq(jobGroups.id, id))
          .for('update');
        if (!existing) return null;
        if (input.categoryId !== undefined) await assertCategoryExists(tx, input.categoryId);
        const subcategoryIds =
          input.subcategoryIds && (await existingSubcategoryIds(tx, input.subcategoryIds));
        if (input.name !== undefined || input.categoryId !== undefined)
          await tx
            .update(jobGroups)
            .set({ name: input.name, jobTypeId: input.categoryId })
            .where(eq(jobGroups.id, id));
        if (subcategoryIds) {
          await tx.delete(groupDetails).where(eq(groupDetails.groupId, id));
          await linkSubcategories(tx, id, subcategoryIds);
        }
        return findGroup(tx, id);
      });
    },

    async setImage(id: number, image: string): Promise<CategoryGroup | null> {
      const rows = await db
        .update(jobGroups)
        .set({ image })
        .where(eq(jobGroups.id, id))
        .returning({ id: jobGroups.id });
      return rows.length > 0 ? findGroup(db, id) : null;
    },

    async exists(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: jobGroups.id })
        .from(jobGroups)
        .where(eq(jobGroups.id, id));
      return rows.length > 0;
    },

    /** Every category with its groups, or only the one asked for: two queries however big. */
    async menu(categoryId?: number): Promise<MenuEntry[]> {
      const [categories, groups] = await Promise.all([
        db
          .select({ id: jobTypes.id, tenLoaiCongViec: jobTypes.name })
          .from(jobTypes)
          .where(categoryId === undefined ? undefined : eq(jobTypes.id, categoryId))
          .orderBy(asc(jobTypes.id)),
        groupViews(db, {
          where: categoryId === undefined ? undefined : eq(jobGroups.jobTypeId, categoryId),
        }),
      ]);
      const groupsByCategory = new Map<number, CategoryGroup[]>();
      for (const group of groups) {
        const list = groupsByCategory.get(group.maLoaiCongviec);
        if (list) list.push(group);
        else groupsByCategory.set(group.maLoaiCongviec, [group]);
      }
      return categories.map((category) => ({
        ...category,
        dsNhomChiTietLoai: groupsByCategory.get(category.id) ?? [],
      }));
    },

    async createSubcategory(name: string): Promise<Subcategory> {
      const [row] = await db.insert(jobDetails).values({ name }).returning(subcategoryColumns);
      return row!;
    },

    // Groups and subcategories share one id space (decision 013): the three calls below act on the one
    // record an id names, whichever kind it is, as the original's single table did.

    /** The subcategory or the group with this id. */
    async findEntry(id: number): Promise<Subcategory | CategoryGroup | null> {
      const [subcategory] = await db
        .select(subcategoryColumns)
        .from(jobDetails)
        .where(eq(jobDetails.id, id));
      return subcategory ?? findGroup(db, id);
    },

    /** Renames the subcategory or the group with this id, answering it as read back. */
    async renameEntry(id: number, name: string): Promise<Subcategory | CategoryGroup | null> {
      const [subcategory] = await db
        .update(jobDetails)
        .set({ name })
        .where(eq(jobDetails.id, id))
        .returning(subcategoryColumns);
      if (subcategory) return subcategory;
      const groups = await db
        .update(jobGroups)
        .set({ name })
        .where(eq(jobGroups.id, id))
        .returning({ id: jobGroups.id });
      return groups.length > 0 ? findGroup(db, id) : null;
    },

    /**
     * A subcategory takes its group links with it, and is refused while gigs use it; a group takes
     * its subcategory links, never the subcategories.
     */
    async removeEntry(id: number): Promise<boolean> {
      try {
        const subcategories = await db
          .delete(jobDetails)
          .where(eq(jobDetails.id, id))
          .returning({ id: jobDetails.id });
        if (subcategories.length > 0) return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) throw badRequest(serverText.detailInUse);
        throw error;
      }
      const groups = await db
        .delete(jobGroups)
        .where(eq(jobGroups.id, id))
        .returning({ id: jobGroups.id });
      return groups.length > 0;
    },
  };
}

export type CategoryGroupsRepository = ReturnType<typeof createCategoryGroupsRepository>;
