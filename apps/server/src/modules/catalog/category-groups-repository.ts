import { asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { serverText } from '@giglane/contract/server-text';
import type { Subcategory, CategoryGroup, MenuEntry } from '@giglane/contract/categories';
import type { Paging, PagingQuery } from '@giglane/contract/paging';
import type { Database } from '../../db/client';
import { groupSubcategories, subcategories, categoryGroups, categories } from './catalog-schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { badRequest, invalid } from '../../lib/errors';
import { containsPattern, pagedByIds, type PageIds } from '../../lib/paging';

const subcategoryColumns = { id: subcategories.id, tenChiTiet: subcategories.name };

/** A group's subcategories as a JSON array ordered by id; groups without any get `[]`. */
const subcategoriesOfGroup = sql<Subcategory[]>`coalesce(
  json_agg(json_build_object('id', ${subcategories.id}, 'tenChiTiet', ${subcategories.name})
           order by ${subcategories.id}) filter (where ${subcategories.id} is not null),
  '[]'::json)`;

const groupColumns = {
  id: categoryGroups.id,
  tenNhom: categoryGroups.name,
  hinhAnh: categoryGroups.image,
  maLoaiCongviec: categoryGroups.categoryId,
  dsChiTietLoai: subcategoriesOfGroup,
};

/** The ids of the groups that match, for a page of them. */
const matchingGroups = (db: Database, where: SQL | undefined) =>
  db.select({ id: categoryGroups.id }).from(categoryGroups).where(where).$dynamic();

/**
 * Every read of groups goes through here, so all of them reply the same shape. The subcategories are
 * aggregated in the same query: any number of groups (the whole menu) costs one query. `ids` names
 * the groups of one page; a page of groups is in id order, as every read of them is.
 */
function groupViews(
  db: Database,
  options: { where?: SQL; ids?: PageIds<ReturnType<typeof matchingGroups>> } = {},
): Promise<CategoryGroup[]> {
  const groups = db.select(groupColumns).from(categoryGroups).$dynamic();
  const { ids } = options;
  return (ids ? groups.innerJoin(ids, eq(ids.id, categoryGroups.id)) : groups)
    .leftJoin(groupSubcategories, eq(groupSubcategories.groupId, categoryGroups.id))
    .leftJoin(subcategories, eq(subcategories.id, groupSubcategories.subcategoryId))
    .where(options.where)
    .groupBy(categoryGroups.id)
    .orderBy(asc(categoryGroups.id));
}

async function findGroup(db: Database, id: number): Promise<CategoryGroup | null> {
  const [row] = await groupViews(db, { where: eq(categoryGroups.id, id) });
  return row ?? null;
}

// The checks below lock what they found (FOR SHARE) until the transaction ends, so a category or
// subcategory cannot vanish between the check and the insert that refers to it.

async function assertCategoryExists(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .for('share');
  if (!row) throw invalid('maLoaiCongViec', `no job type has id ${id}`);
}

/** The distinct ids of the list; 400 listing those that name no subcategory. */
async function existingSubcategoryIds(db: Database, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(inArray(subcategories.id, unique))
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
  await db
    .insert(groupSubcategories)
    .values(subcategoryIds.map((subcategoryId) => ({ groupId, subcategoryId })));
}

export function createCategoryGroupsRepository(db: Database) {
  return {
    list: (): Promise<CategoryGroup[]> => groupViews(db),

    page(query: PagingQuery): Promise<Paging<CategoryGroup>> {
      const where = query.keyword
        ? ilike(categoryGroups.name, containsPattern(query.keyword))
        : undefined;
      return pagedByIds(db, query, {
        matches: () => matchingGroups(db, where),
        id: categoryGroups.id,
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
          .insert(categoryGroups)
          .values({ name: input.name, categoryId: input.categoryId })
          .returning({ id: categoryGroups.id });
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
          .select({ id: categoryGroups.id })
          .from(categoryGroups)
          .where(eq(categoryGroups.id, id))
          .for('update');
        if (!existing) return null;
        if (input.categoryId !== undefined) await assertCategoryExists(tx, input.categoryId);
        const subcategoryIds =
          input.subcategoryIds && (await existingSubcategoryIds(tx, input.subcategoryIds));
        if (input.name !== undefined || input.categoryId !== undefined)
          await tx
            .update(categoryGroups)
            .set({ name: input.name, categoryId: input.categoryId })
            .where(eq(categoryGroups.id, id));
        if (subcategoryIds) {
          await tx.delete(groupSubcategories).where(eq(groupSubcategories.groupId, id));
          await linkSubcategories(tx, id, subcategoryIds);
        }
        return findGroup(tx, id);
      });
    },

    async setImage(id: number, image: string): Promise<CategoryGroup | null> {
      const rows = await db
        .update(categoryGroups)
        .set({ image })
        .where(eq(categoryGroups.id, id))
        .returning({ id: categoryGroups.id });
      return rows.length > 0 ? findGroup(db, id) : null;
    },

    async exists(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: categoryGroups.id })
        .from(categoryGroups)
        .where(eq(categoryGroups.id, id));
      return rows.length > 0;
    },

    /** Every category with its groups, or only the one asked for: two queries however big. */
    async menu(categoryId?: number): Promise<MenuEntry[]> {
      const [categoryRows, groups] = await Promise.all([
        db
          .select({ id: categories.id, tenLoaiCongViec: categories.name })
          .from(categories)
          .where(categoryId === undefined ? undefined : eq(categories.id, categoryId))
          .orderBy(asc(categories.id)),
        groupViews(db, {
          where: categoryId === undefined ? undefined : eq(categoryGroups.categoryId, categoryId),
        }),
      ]);
      const groupsByCategory = new Map<number, CategoryGroup[]>();
      for (const group of groups) {
        const list = groupsByCategory.get(group.maLoaiCongviec);
        if (list) list.push(group);
        else groupsByCategory.set(group.maLoaiCongviec, [group]);
      }
      return categoryRows.map((category) => ({
        ...category,
        dsNhomChiTietLoai: groupsByCategory.get(category.id) ?? [],
      }));
    },

    async createSubcategory(name: string): Promise<Subcategory> {
      const [row] = await db.insert(subcategories).values({ name }).returning(subcategoryColumns);
      return row!;
    },

    // Groups and subcategories share one id space (decision 013): the three calls below act on the one
    // record an id names, whichever kind it is, as the original's single table did.

    /** The subcategory or the group with this id. */
    async findEntry(id: number): Promise<Subcategory | CategoryGroup | null> {
      const [subcategory] = await db
        .select(subcategoryColumns)
        .from(subcategories)
        .where(eq(subcategories.id, id));
      return subcategory ?? findGroup(db, id);
    },

    /** Renames the subcategory or the group with this id, answering it as read back. */
    async renameEntry(id: number, name: string): Promise<Subcategory | CategoryGroup | null> {
      const [subcategory] = await db
        .update(subcategories)
        .set({ name })
        .where(eq(subcategories.id, id))
        .returning(subcategoryColumns);
      if (subcategory) return subcategory;
      const groups = await db
        .update(categoryGroups)
        .set({ name })
        .where(eq(categoryGroups.id, id))
        .returning({ id: categoryGroups.id });
      return groups.length > 0 ? findGroup(db, id) : null;
    },

    /**
     * A subcategory takes its group links with it, and is refused while gigs use it; a group takes
     * its subcategory links, never the subcategories.
     */
    async removeEntry(id: number): Promise<boolean> {
      try {
        const removed = await db
          .delete(subcategories)
          .where(eq(subcategories.id, id))
          .returning({ id: subcategories.id });
        if (removed.length > 0) return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) throw badRequest(serverText.detailInUse);
        throw error;
      }
      const groups = await db
        .delete(categoryGroups)
        .where(eq(categoryGroups.id, id))
        .returning({ id: categoryGroups.id });
      return groups.length > 0;
    },
  };
}

export type CategoryGroupsRepository = ReturnType<typeof createCategoryGroupsRepository>;
