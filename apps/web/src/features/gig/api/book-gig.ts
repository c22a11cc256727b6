import { useMutation } from '@tanstack/react-query';
import type { CreateHireBody, Hire } from '@giglane/contract/hires';
import { todayWireDate } from '@giglane/contract/wire-values';
import { api } from '../../../lib/api-client';

/** Books a gig for the signed-in user; the date keeps the trailing space existing clients send. */
export function useBookGig() {
  return useMutation({
    mutationFn: ({ jobId, hirerId }: { jobId: number; hirerId: number }) => {
      const body: CreateHireBody = {
        id: 0,
        maCongViec: jobId,
        maNguoiThue: hirerId,
        ngayThue: `${todayWireDate()} `,
        hoanThanh: false,
      };
      return api<Hire>('POST', '/api/thue-cong-viec', { body });
    },
  });
}
