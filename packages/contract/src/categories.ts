import { z } from 'zod';
import { assetUrl } from './asset-urls';
import { idParam, requiredText, wireInt } from './wire';

export const category = z.object({ id: z.number().int(), tenLoaiCongViec: z.string() });
export type Category = z.infer<typeof category>;

/** `id` 0 (or absent) lets the server choose; a free positive id is kept. */
export const categoryBody = z.object({
  id: wireInt.pipe(z.number().min(0, 'must be 0 or a positive whole number')).optional(),
  tenLoaiCongViec: requiredText(100),
});
export type CategoryBody = z.input<typeof categoryBody>;

export const subcategory = z.object({ id: z.number().int(), tenChiTiet: z.string() });
export type Subcategory = z.infer<typeof subcategory>;

export const subcategoryBody = z.object({
  id: wireInt.pipe(z.number().min(0, 'must be 0 or a positive whole number')).optional(),
  tenChiTiet: requiredText(100),
});
export type SubcategoryBody = z.input<typeof subcategoryBody>;

export const categoryGroup = z.object({
  id: z.number().int(),
  tenNhom: z.string(),
  hinhAnh: assetUrl(),
  maLoaiCongviec: z
    .number()
    .int()
    .describe('job type id (lower-case v, as the original spells it)'),
  dsChiTietLoai: z.array(subcategory),
});
export type CategoryGroup = z.infer<typeof categoryGroup>;

const jobTypeId = wireInt.pipe(z.number().positive('must be a job type id'));
const detailIds = z.array(wireInt.pipe(z.number().positive('must be detail ids'))).max(100);

/** Group write DTO: `tenChiTiet` names the group, `danhSachChiTiet` lists its detail ids. */
export const categoryGroupBody = z.object({
  id: wireInt.pipe(z.number().min(0, 'must be 0 or a positive whole number')).optional(),
  tenChiTiet: requiredText(100),
  maLoaiCongViec: jobTypeId,
  danhSachChiTiet: detailIds.optional().default([]),
});
export type CategoryGroupBody = z.input<typeof categoryGroupBody>;

/** PUT sua-nhom-chi-tiet-loai/{id}: fields left out keep their value; a given list replaces the links. */
export const updateCategoryGroupBody = z.object({
  id: z.unknown().optional().describe('ignored: the path names the group'),
  tenChiTiet: requiredText(100).optional(),
  maLoaiCongViec: jobTypeId.optional(),
  danhSachChiTiet: detailIds.optional(),
});
export type UpdateCategoryGroupBody = z.input<typeof updateCategoryGroupBody>;

export const menuEntry = z.object({
  id: z.number().int(),
  tenLoaiCongViec: z.string(),
  dsNhomChiTietLoai: z.array(categoryGroup),
});
export type MenuEntry = z.infer<typeof menuEntry>;

export const categoryIdParams = z.object({ MaLoaiCongViec: idParam });

export const categoryGroupIdParams = z.object({ MaNhomLoaiCongViec: idParam });
