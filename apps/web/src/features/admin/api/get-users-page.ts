import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortColumn } from '@giglane/contract/paging';
import type { User } from '@giglane/contract/users';
import { fetchPage, type ListQuery } from './paging';

export const usersKey = ['admin', 'users'] as const;

export function useUsersPage(
  query: ListQuery<SortColumn<'users'>>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...usersKey, 'page', query],
    queryFn: ({ signal }) => fetchPage<User>('/api/users/phan-trang-tim-kiem', query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    ...options,
  });
}
