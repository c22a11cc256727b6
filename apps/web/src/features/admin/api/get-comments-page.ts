import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewListItem } from '@giglane/contract/reviews';
import type { SortColumn } from '@giglane/contract/paging';
import { fetchPage, type ListQuery } from './paging';

export const commentsKey = ['admin', 'comments'] as const;

export function useCommentsPage(query: ListQuery<SortColumn<'comments'>>) {
  return useQuery({
    queryKey: [...commentsKey, query],
    queryFn: ({ signal }) =>
      fetchPage<ReviewListItem>('/api/binh-luan/phan-trang-tim-kiem', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
