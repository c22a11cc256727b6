import { z } from 'zod';
import { job } from './jobs';
import { optionalWireDate, wireBool, wireDate, wireDateOut, wireInt } from './wire';

export const hire = z.object({
  id: z.number().int(),
  maCongViec: z.number().int(),
  maNguoiThue: z.number().int(),
  ngayThue: wireDateOut,
  hoanThanh: z.boolean(),
});
export type Hire = z.infer<typeof hire>;

export const hiredJob = z.object({
  id: z.number().int(),
  ngayThue: wireDateOut,
  hoanThanh: z.boolean(),
  congViec: job,
});
export type HiredJob = z.infer<typeof hiredJob>;

const positiveId = (rule: string) => wireInt.pipe(z.number().positive(rule));

/** POST /api/thue-cong-viec; a missing date means today. */
export const createHireBody = z.object({
  id: wireInt.pipe(z.number().min(0, 'must be 0 or a positive whole number')).optional(),
  maCongViec: positiveId('must be a job id'),
  maNguoiThue: positiveId('must be a user id').optional(),
  ngayThue: optionalWireDate,
  hoanThanh: wireBool.optional().default(false),
});
export type CreateHireBody = z.input<typeof createHireBody>;

/** PUT /api/thue-cong-viec/{id}: fields left out keep their value. */
export const updateHireBody = z.object({
  id: z.unknown().optional().describe('ignored: the path names the record'),
  maCongViec: positiveId('must be a job id').optional(),
  maNguoiThue: positiveId('must be a user id').optional(),
  ngayThue: wireDate.optional(),
  hoanThanh: wireBool.optional(),
});
export type UpdateHireBody = z.input<typeof updateHireBody>;
