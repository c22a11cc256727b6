import { useQuery } from '@tanstack/react-query';
import type { GigView } from '@giglane/contract/gigs';
import { api } from '../../../lib/api/client';

/** Other gigs of the same detail type, for the "More in …" row under the reviews. */
export function useRelatedGigs(detailId: number | undefined) {
  return useQuery({
    queryKey: ['gigs-by-detail', detailId],
    queryFn: ({ signal }) =>
      api<GigView[]>('GET', `/api/cong-viec/lay-cong-viec-theo-chi-tiet-loai/${detailId}`, {
        signal,
      }),
    enabled: detailId !== undefined,
  });
}
