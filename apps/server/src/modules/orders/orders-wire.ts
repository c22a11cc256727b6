import type { z } from 'zod';
import type { createOrderBody, updateOrderBody } from '@giglane/contract/orders';
import type { OrderChanges } from './orders-repository';

/** A new order as asked for; the rules settle whom it is for and whether it starts done. */
export const newOrderFromBody = (body: z.output<typeof createOrderBody>) => ({
  gigId: body.maCongViec,
  buyerId: body.maNguoiThue,
  orderedOn: body.ngayThue,
  completed: body.hoanThanh,
});

export const orderChangesFromBody = (body: z.output<typeof updateOrderBody>): OrderChanges => ({
  gigId: body.maCongViec,
  buyerId: body.maNguoiThue,
  orderedOn: body.ngayThue,
  completed: body.hoanThanh,
});

export const orderIdFromParams = (params: { MaThueCongViec: number }) => params.MaThueCongViec;
