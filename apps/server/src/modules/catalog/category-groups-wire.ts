import type { z } from 'zod';
import type { subcategoryBody, updateCategoryGroupBody } from '@giglane/contract/categories';

/** A group's body, new or changed, in the glossary's names: `tenChiTiet` names the group. */
export function groupFromBody<T extends z.output<typeof updateCategoryGroupBody>>(body: T) {
  // Indexed types keep a full body's fields required, for a new group.
  const fields: {
    name: T['tenChiTiet'];
    categoryId: T['maLoaiCongViec'];
    subcategoryIds: T['danhSachChiTiet'];
  } = {
    name: body.tenChiTiet,
    categoryId: body.maLoaiCongViec,
    subcategoryIds: body.danhSachChiTiet,
  };
  return fields;
}

/** The name of a new subcategory, or the new name of the group or subcategory a path names. */
export const nameFromSubcategoryBody = (body: z.output<typeof subcategoryBody>) => body.tenChiTiet;

export const groupIdFromParams = (params: { MaNhomLoaiCongViec: number }) =>
  params.MaNhomLoaiCongViec;

export const categoryIdFromParams = (params: { MaLoaiCongViec: number }) => params.MaLoaiCongViec;
