import { z } from 'zod';

export const PAGE_SIZE_MAX = 100;

const clampedInt = (fallback: number, min: number, max: number) =>
  z
    .union([z.literal(''), z.coerce.number({ error: 'must be a whole number' })])
    .optional()
    .transform((value) =>
      value === undefined || value === '' || !Number.isFinite(value)
        ? fallback
        : Math.min(max, Math.max(min, Math.trunc(value))),
    );

/** Query of every `phan-trang-tim-kiem`: 1-based page, size clamped to 1–100, optional keyword. */
export const pagingQuery = z.object({
  pageIndex: clampedInt(1, 1, Number.MAX_SAFE_INTEGER),
  pageSize: clampedInt(10, 1, PAGE_SIZE_MAX),
  keyword: z
    .string()
    .max(200, 'must be at most 200 characters')
    .optional()
    .transform((value) => value?.trim() || null),
});
export type PagingQuery = z.output<typeof pagingQuery>;

/**
 * The columns (wire names) each admin list may be sorted by, beyond the original's id order. A
 * closed list per endpoint: the query names a column only through it, never as SQL.
 */
export const sortColumns = {
  users: ['id', 'name', 'email', 'role'],
  jobs: ['id', 'tenCongViec', 'giaTien', 'saoCongViec', 'danhGia'],
  jobTypes: ['id', 'tenLoaiCongViec'],
  hires: ['id', 'maCongViec', 'maNguoiThue', 'ngayThue', 'hoanThanh'],
  comments: ['id', 'maCongViec', 'maNguoiBinhLuan', 'ngayBinhLuan', 'saoBinhLuan'],
} as const;
export type SortColumn<List extends keyof typeof sortColumns> = (typeof sortColumns)[List][number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A paging query that may also name a sort column and direction. Without `sortBy` the order stays
 * the id order clients of the original rely on; `sortOrder` alone changes nothing.
 */
export function sortedPagingQuery<const C extends readonly [string, ...string[]]>(columns: C) {
  return pagingQuery.extend({
    sortBy: z.enum(columns, { error: `must be one of ${columns.join(', ')}` }).optional(),
    sortOrder: z.enum(SORT_ORDERS, { error: 'must be asc or desc' }).optional().default('asc'),
  });
}
export type SortedPagingQuery<C extends string> = PagingQuery & {
  sortBy?: C;
  sortOrder: SortOrder;
};

export function paging<T extends z.ZodType>(item: T) {
  return z.object({
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalRow: z
      .number()
      .int()
      .describe(
        'the number of matches over all pages: exact up to 10,000, the database planner’s estimate beyond (decision 016)',
      ),
    keywords: z.string().nullable(),
    data: z.array(item),
  });
}

export type Paging<T> = {
  pageIndex: number;
  pageSize: number;
  totalRow: number;
  keywords: string | null;
  data: T[];
};
