import { z } from 'zod';
import { stars } from './gigs';
import {
  idParam,
  optionalWireDate,
  userIdOrUnset,
  wireDate,
  wireDateOut,
  wireInt,
  wireText,
} from './wire';

export const review = z.object({
  id: z.number().int(),
  maCongViec: z.number().int(),
  maNguoiBinhLuan: z.number().int(),
  ngayBinhLuan: wireDateOut,
  noiDung: z.string(),
  saoBinhLuan: z.number().int(),
});
export type Review = z.infer<typeof review>;

/** A comment as the admin list shows it: the wire comment with its job's and author's names. */
export const reviewListItem = review.extend({
  tenCongViec: z.string(),
  tenNguoiBinhLuan: z.string(),
});
export type ReviewListItem = z.infer<typeof reviewListItem>;

/** A comment as a gig page shows it. */
export const reviewView = z.object({
  id: z.number().int(),
  ngayBinhLuan: wireDateOut,
  noiDung: z.string(),
  saoBinhLuan: z.number().int(),
  tenNguoiBinhLuan: z.string(),
  avatar: z.string(),
  country: z.string().describe("the reviewer's country, or empty when they never said"),
});
export type ReviewView = z.infer<typeof reviewView>;

const commentText = wireText.pipe(z.string().max(5000, 'must be at most 5000 characters'));

/** POST /api/binh-luan. The original form has no rules; the text may be empty; a missing date means today. */
export const createReviewBody = z.object({
  id: z.unknown().optional().describe('ignored: the server numbers new comments'),
  maCongViec: wireInt.pipe(z.number().positive('must be a job id')),
  maNguoiBinhLuan: userIdOrUnset
    .optional()
    .describe('0 or left out: the caller; only an admin may name someone else'),
  ngayBinhLuan: optionalWireDate,
  noiDung: commentText.optional().default(''),
  saoBinhLuan: stars.optional().default(5),
});
export type CreateReviewBody = z.input<typeof createReviewBody>;

/** PUT /api/binh-luan/{id}: fields left out keep their value; the job and author stay. */
export const updateReviewBody = z.object({
  id: z.unknown().optional(),
  maCongViec: z.unknown().optional().describe('ignored: a comment stays on its job'),
  maNguoiBinhLuan: z.unknown().optional().describe('ignored: a comment keeps its author'),
  ngayBinhLuan: wireDate.optional(),
  noiDung: commentText.optional(),
  saoBinhLuan: stars.optional(),
});
export type UpdateReviewBody = z.input<typeof updateReviewBody>;

export const gigReviewsParams = z.object({ MaCongViec: idParam });
