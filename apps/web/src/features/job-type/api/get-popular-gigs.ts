import { useQuery } from '@tanstack/react-query';
import type { SearchReply } from '@giglane/contract/search';
import { api } from '../../../lib/api/client';

/** A job type's most hired gigs, through the search; its total is every gig of the type. */
export function usePopularGigs(jobTypeId: number, count: number) {
  const query = new URLSearchParams({
    maLoaiCongViec: String(jobTypeId),
    sort: 'best-selling',
    pageSize: String(count),
  });
  return useQuery({
    queryKey: ['popular-gigs', jobTypeId, count],
    queryFn: ({ signal }) =>
      api<SearchReply>('GET', `/api/cong-viec/tim-kiem?${query}`, { signal }),
  });
}
