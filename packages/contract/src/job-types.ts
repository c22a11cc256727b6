import { z } from 'zod';
import { requiredText, wireInt } from './wire';

export const jobType = z.object({ id: z.number().int(), tenLoaiCongViec: z.string() });
export type JobType = z.infer<typeof jobType>;

/** `id` 0 (or absent) lets the server choose; a free positive id is kept. */
export const jobTypeBody = z.object({
  id: wireInt.pipe(z.number().min(0, 'must be 0 or a positive whole number')).optional(),
  tenLoaiCongViec: requiredText(100),
});
export type JobTypeBody = z.input<typeof jobTypeBody>;

export const detail = z.object({ id: z.number().int(), tenChiTiet: z.string() });
export type Detail = z.infer<typeof detail>;

export const detailBody = z.object({
  id: wireInt.pipe(z.number().min(0, 'must be 0 or a positive whole number')).optional(),
  tenChiTiet: requiredText(100),
});
export type DetailBody = z.input<typeof detailBody>;

export const group = z.object({
  id: z.number().int(),
  tenNhom: z.string(),
  hinhAnh: z.string(),
  maLoaiCongviec: z
    .number()
    .int()
    .describe('job type id (lower-case v, as the original spells it)'),
  dsChiTietLoai: z.array(detail),
});
export type Group = z.infer<typeof group>;

const jobTypeId = wireInt.pipe(z.number().positive('must be a job type id'));
const detailIds = z.array(wireInt.pipe(z.number().positive('must be detail ids'))).max(100);

/** Group write DTO: `tenChiTiet` names the group, `danhSachChiTiet` lists its detail ids. */
export const groupBody = z.object({
  id: wireInt.pipe(z.number().min(0, 'must be 0 or a positive whole number')).optional(),
  tenChiTiet: requiredText(100),
  maLoaiCongViec: jobTypeId,
  danhSachChiTiet: detailIds.optional().default([]),
});
export type GroupBody = z.input<typeof groupBody>;

/** PUT sua-nhom-chi-tiet-loai/{id}: fields left out keep their value; a given list replaces the links. */
export const updateGroupBody = z.object({
  id: z.unknown().optional().describe('ignored: the path names the group'),
  tenChiTiet: requiredText(100).optional(),
  maLoaiCongViec: jobTypeId.optional(),
  danhSachChiTiet: detailIds.optional(),
});
export type UpdateGroupBody = z.input<typeof updateGroupBody>;

export const menuEntry = z.object({
  id: z.number().int(),
  tenLoaiCongViec: z.string(),
  dsNhomChiTietLoai: z.array(group),
});
export type MenuEntry = z.infer<typeof menuEntry>;
