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

export function paging<T extends z.ZodType>(item: T) {
  return z.object({
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalRow: z.number().int().describe('the number of matches over all pages'),
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
