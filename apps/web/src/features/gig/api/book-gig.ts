import { useMutation } from '@tanstack/react-query';
import type { CreateOrderBody, Order } from '@giglane/contract/orders';
import { todayWireDate } from '@giglane/contract/wire-values';
import { api } from '../../../lib/api/client';

/** Books a gig for the signed-in user; the date keeps the trailing space existing clients send. */
export function useBookGig() {
  return useMutation({
    mutationFn: ({ jobId, hirerId }: { jobId: number; hirerId: number }) => {
      const body: CreateOrderBody = {
        id: 0,
        maCongViec: jobId,
        maNguoiThue: hirerId,
        ngayThue: `${todayWireDate()} `,
        hoanThanh: false,
      };
      return api<Order>('POST', '/api/thue-cong-viec', { body });
    },
  });
}
