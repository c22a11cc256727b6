import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Category } from '@giglane/contract/categories';
import type { SortColumn } from '@giglane/contract/paging';
import { fetchPage, type ListQuery } from './paging';

export const jobTypesKey = ['admin', 'job-types'] as const;

export function useJobTypesPage(query: ListQuery<SortColumn<'jobTypes'>>) {
  return useQuery({
    queryKey: [...jobTypesKey, query],
    queryFn: ({ signal }) =>
      fetchPage<Category>('/api/loai-cong-viec/phan-trang-tim-kiem', query, signal),
    // The table keeps the last page on screen while the next one loads, so rows do not flash away.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
