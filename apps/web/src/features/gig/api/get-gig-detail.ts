import { useQuery } from '@tanstack/react-query';
import type { GigView } from '@giglane/contract/gigs';
import { api, ApiError } from '../../../lib/api/client';

/** Every query of one gig starts with this key, so one invalidation refreshes them all. */
export const gigKey = (id: number) => ['gig', id] as const;

/** The gig with its seller and category names; the API answers a list of one. */
export function useGigDetail(id: number) {
  return useQuery({
    queryKey: [...gigKey(id), 'detail'],
    queryFn: async ({ signal }) => {
      const list = await api<GigView[]>('GET', `/api/cong-viec/lay-cong-viec-chi-tiet/${id}`, {
        signal,
      });
      const gig = list[0];
      // An empty list means the same as the 404 the server gives for an unknown id.
      if (!gig) throw new ApiError(404, null, 'Gig not found');
      return gig;
    },
  });
}
