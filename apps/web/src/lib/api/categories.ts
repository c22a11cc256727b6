import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Category as WireCategory,
  CategoryGroup as WireCategoryGroup,
  MenuEntry as WireMenuEntry,
  Subcategory as WireSubcategory,
} from '@giglane/contract/categories';
import { ApiError, call } from './client';
import { toPage, toPagingQuery, type ListQuery } from './paging';
import { fromWire, toWire } from './wire-names';

/** The top level of the catalog (docs/glossary.md: category). */
export type Category = { id: number; name: string };

/** The leaf of the catalog that a gig belongs to; it may sit in several groups. */
export type Subcategory = { id: number; name: string };

/** A group of subcategories within a category, with a picture. */
export type CategoryGroup = {
  id: number;
  name: string;
  image: string;
  categoryId: number;
  subcategories: Subcategory[];
};

/** A category with its groups and their subcategories: one entry of the category menu. */
export type MenuEntry = { id: number; name: string; groups: CategoryGroup[] };

export const categoryWireNames = {
  id: 'id',
  name: 'tenLoaiCongViec',
} as const satisfies Record<keyof Category, keyof WireCategory>;

const subcategoryWireNames = {
  id: 'id',
  name: 'tenChiTiet',
} as const satisfies Record<keyof Subcategory, keyof WireSubcategory>;

export const categoryFromWire = (wire: WireCategory): Category => fromWire(wire, categoryWireNames);

/** A category's fields as the create and update bodies take them. */
export const categoryToWire = <Fields extends Partial<Category>>(category: Fields) =>
  toWire(category, categoryWireNames);

export const subcategoryFromWire = (wire: WireSubcategory): Subcategory =>
  fromWire(wire, subcategoryWireNames);

export function categoryGroupFromWire(wire: WireCategoryGroup): CategoryGroup {
  return {
    id: wire.id,
    name: wire.tenNhom,
    image: wire.hinhAnh,
    categoryId: wire.maLoaiCongviec,
    subcategories: wire.dsChiTietLoai.map(subcategoryFromWire),
  };
}

export function menuEntryFromWire(wire: WireMenuEntry): MenuEntry {
  return {
    id: wire.id,
    name: wire.tenLoaiCongViec,
    groups: wire.dsNhomChiTietLoai.map(categoryGroupFromWire),
  };
}

/** The catalog rarely changes: what was read stays fresh for ten minutes. */
const CATALOG_STALE_MS = 10 * 60_000;

export const categoryKeys = {
  all: ['categories'] as const,
  menu: () => [...categoryKeys.all, 'menu'] as const,
  pages: () => [...categoryKeys.all, 'page'] as const,
};

/** The columns a category list may be sorted by. */
export const categorySorts = ['id', 'name'] as const satisfies readonly (keyof Category)[];
export type CategorySort = (typeof categorySorts)[number];

export const categoryQueries = {
  /** Categories a page at a time, for the admin list. */
  page: (query: ListQuery<CategorySort>) =>
    queryOptions({
      queryKey: [...categoryKeys.pages(), query],
      queryFn: async ({ signal }) =>
        toPage(
          await call('pageCategories', { query: toPagingQuery(query, categoryWireNames), signal }),
          categoryFromWire,
        ),
      // A table keeps the last page on screen while the next one loads, so rows do not flash away.
      placeholderData: keepPreviousData,
    }),

  /** Every category with its groups and subcategories. */
  menu: () =>
    queryOptions({
      queryKey: categoryKeys.menu(),
      queryFn: async ({ signal }) =>
        (await call('getCategoryMenu', { signal })).map(menuEntryFromWire),
      staleTime: CATALOG_STALE_MS,
    }),

  /** One category's menu entry, or null when there is no such category (the API answers a list of none or one). */
  menuEntry: (id: number) =>
    queryOptions({
      queryKey: [...categoryKeys.menu(), id],
      queryFn: async ({ signal }) => {
        const [entry] = await call('getCategoryMenuEntry', {
          params: { MaLoaiCongViec: id },
          signal,
        });
        return entry ? menuEntryFromWire(entry) : null;
      },
      staleTime: CATALOG_STALE_MS,
    }),

  /** A subcategory, for the title of its results page; an unknown id is a 400 or a 404. */
  subcategory: (id: number) =>
    queryOptions({
      queryKey: [...categoryKeys.all, 'subcategory', id],
      queryFn: async ({ signal }) => {
        const node = await call('getCategoryNode', { params: { id }, signal });
        // Groups share the subcategories' ids (one id space), and a group is no subcategory.
        if (!('tenChiTiet' in node)) throw new ApiError(404, null, 'Subcategory not found');
        return subcategoryFromWire(node);
      },
      staleTime: CATALOG_STALE_MS,
    }),
};

/** The admin list and the menu follow a change of a category. */
function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}

/** Adds a category with the id asked for, as typed ("0" lets the server choose one). */
export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      call('createCategory', { body: { id, ...categoryToWire({ name }) } }).then(categoryFromWire),
    onSuccess: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    // The body names the category too, as the original client sent it; the server reads the path.
    mutationFn: (category: Category) =>
      call('updateCategory', { params: { id: category.id }, body: categoryToWire(category) }).then(
        categoryFromWire,
      ),
    onSuccess: invalidate,
  });
}

/** Deletes a category with its groups. */
export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (id: number) => call('deleteCategory', { params: { id } }),
    onSuccess: invalidate,
  });
}
