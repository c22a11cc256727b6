import { useQuery } from '@tanstack/react-query';
import type { OrderedGig } from '@giglane/contract/orders';
import { api } from '../../../lib/api/client';

export const hiredJobsKey = ['hired-jobs'] as const;

/** The services the signed-in user hired; the server knows who from the token. */
export function useHiredJobs() {
  return useQuery({
    queryKey: hiredJobsKey,
    queryFn: ({ signal }) =>
      api<OrderedGig[]>('GET', '/api/thue-cong-viec/lay-danh-sach-da-thue', { signal }),
    // Bookings are made on the gig pages: read the list afresh each time the profile opens.
    staleTime: 0,
  });
}
