import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Gig } from '@giglane/contract/gigs';
import type { SortColumn } from '@giglane/contract/paging';
import { fetchPage, type ListQuery } from './paging';

export const jobsKey = ['admin', 'jobs'] as const;

export function useJobsPage(
  query: ListQuery<SortColumn<'jobs'>>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...jobsKey, 'page', query],
    queryFn: ({ signal }) => fetchPage<Gig>('/api/cong-viec/phan-trang-tim-kiem', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    ...options,
  });
}
