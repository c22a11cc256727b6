import { z } from 'zod';
import { assetUrl } from './asset-urls';
import { gigPicture } from './gig-offers';
import { boundedText, idParam, requiredText, userIdOrUnset, wireInt } from './wire';
import { INT_MAX } from './wire-values';

export const gig = z.object({
  id: z.number().int(),
  tenCongViec: z.string(),
  danhGia: z.number().int().describe('number of ratings'),
  giaTien: z.number().int().describe('US$'),
  nguoiTao: z.number().int().describe('seller user id'),
  hinhAnh: assetUrl().describe('absolute image URL'),
  moTa: z.string(),
  maChiTietLoaiCongViec: z.number().int(),
  moTaNgan: z.string(),
  saoCongViec: z.number().int().describe('average stars, 1–5'),
});
export type Gig = z.infer<typeof gig>;

/** A job with the names around it: the shape of cards and of the gig page. */
export const gigView = z.object({
  id: z.number().int(),
  congViec: gig,
  tenLoaiCongViec: z.string(),
  tenNhomChiTietLoai: z.string(),
  tenChiTietLoai: z.string(),
  tenNguoiTao: z.string().describe("the seller's account name, as the original API names it"),
  sellerName: z
    .string()
    .describe("the seller's public name: their seller profile's display name, else tenNguoiTao"),
  avatar: assetUrl(),
  sellerLevel: z.number().int().describe('0 New seller, 1 Level 1, 2 Level 2, 3 Top Rated'),
  deliveryDays: z
    .number()
    .int()
    .describe("the Basic package's delivery time in days: the package whose price giaTien is"),
  cover: gigPicture.nullable().describe('the first picture in every size; null: only hinhAnh'),
});
export type GigView = z.infer<typeof gigView>;

const nonNegative = wireInt.pipe(z.number().min(0, 'must be 0 or more'));

/** A job stores stars × danhGia as its rating total, which must fit in 32 bits. */
const ratingCount = nonNegative.pipe(z.number().max(Math.floor(INT_MAX / 5), 'is out of range'));

export const STARS_RULE = 'must be a whole number from 1 to 5';
export const stars = wireInt.pipe(z.number().min(1, STARS_RULE).max(5, STARS_RULE));

/** POST /api/cong-viec. */
export const createGigBody = z.object({
  id: z.unknown().optional().describe('ignored: the server numbers new jobs'),
  tenCongViec: requiredText(200),
  danhGia: ratingCount.optional().default(0),
  giaTien: nonNegative,
  nguoiTao: userIdOrUnset.optional().describe('the seller; 0 or left out: the caller'),
  hinhAnh: boundedText(2000).optional().default(''),
  // The original stored a blank description as given; the seller can write one later.
  moTa: boundedText(10_000).optional().default(''),
  maChiTietLoaiCongViec: wireInt.pipe(z.number().positive('must be a detail type id')),
  moTaNgan: requiredText(1000),
  saoCongViec: stars.optional().default(5),
});
export type CreateGigBody = z.input<typeof createGigBody>;

/** PUT /api/cong-viec/{id}: fields left out keep their value. */
export const updateGigBody = z.object({
  id: z.unknown().optional().describe('ignored: the path names the job'),
  tenCongViec: requiredText(200).optional(),
  danhGia: ratingCount.optional(),
  giaTien: nonNegative.optional(),
  nguoiTao: userIdOrUnset.optional().describe('the seller; 0 or left out: kept'),
  hinhAnh: boundedText(2000).optional(),
  moTa: boundedText(10_000).optional(),
  maChiTietLoaiCongViec: wireInt.pipe(z.number().positive('must be a detail type id')).optional(),
  moTaNgan: requiredText(1000).optional(),
  saoCongViec: stars.optional(),
});
export type UpdateGigBody = z.input<typeof updateGigBody>;

export const gigIdParams = z.object({ MaCongViec: idParam });

export const subcategoryIdParams = z.object({ MaChiTietLoai: idParam });

export const gigNameParams = z.object({
  TenCongViec: z.string().trim().min(1, 'must not be blank').max(200),
});
