import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Order } from '@giglane/contract/orders';
import type { SortColumn } from '@giglane/contract/paging';
import { fetchPage, type ListQuery } from './paging';

export const hiresKey = ['admin', 'hires'] as const;

export function useHiresPage(query: ListQuery<SortColumn<'hires'>>) {
  return useQuery({
    queryKey: [...hiresKey, query],
    queryFn: ({ signal }) =>
      fetchPage<Order>('/api/thue-cong-viec/phan-trang-tim-kiem', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
