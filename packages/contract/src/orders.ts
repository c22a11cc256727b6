import { z } from 'zod';
import { gig } from './gigs';
import {
  idParam,
  optionalWireDate,
  userIdOrUnset,
  wireBool,
  wireDate,
  wireDateOut,
  wireInt,
} from './wire';

export const order = z.object({
  id: z.number().int(),
  maCongViec: z.number().int(),
  maNguoiThue: z.number().int(),
  ngayThue: wireDateOut,
  hoanThanh: z.boolean(),
});
export type Order = z.infer<typeof order>;

export const orderedGig = z.object({
  id: z.number().int(),
  ngayThue: wireDateOut,
  hoanThanh: z.boolean(),
  congViec: gig,
});
export type OrderedGig = z.infer<typeof orderedGig>;

const positiveId = (rule: string) => wireInt.pipe(z.number().positive(rule));

/**
 * POST /api/thue-cong-viec; a missing date means today. The hirer defaults to the caller; only an
 * admin may book for someone else or record a finished hire.
 */
export const createOrderBody = z.object({
  id: z.unknown().optional().describe('ignored: the server numbers new hires'),
  maCongViec: positiveId('must be a job id'),
  maNguoiThue: userIdOrUnset.optional().describe('0 or left out: the caller'),
  ngayThue: optionalWireDate,
  hoanThanh: wireBool.optional().default(false),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

/** PUT /api/thue-cong-viec/{id}: fields left out keep their value. */
export const updateOrderBody = z.object({
  id: z.unknown().optional().describe('ignored: the path names the record'),
  maCongViec: positiveId('must be a job id').optional(),
  maNguoiThue: positiveId('must be a user id').optional(),
  ngayThue: wireDate.optional(),
  hoanThanh: wireBool.optional(),
});
export type UpdateOrderBody = z.input<typeof updateOrderBody>;

export const completeOrderParams = z.object({ MaThueCongViec: idParam });
