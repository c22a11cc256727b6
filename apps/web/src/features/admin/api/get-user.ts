import { useQuery } from '@tanstack/react-query';
import type { User } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';
import { usersKey } from './get-users-page';

/** One user by id (the whole user: the caller is an admin); null id asks nothing. */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: [...usersKey, 'one', id],
    queryFn: ({ signal }) => api<User>('GET', `/api/users/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
