import { useQuery } from '@tanstack/react-query';
import type { User } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';

export const userKey = (id: number) => ['users', id] as const;

/**
 * The signed-in user's own profile: the whole user, since the server shows email, phone and birthday
 * to the owner. The stored session user stands in until it arrives.
 */
export function useUser(id: number, placeholder: User) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) => api<User>('GET', `/api/users/${id}`, { signal }),
    placeholderData: placeholder,
  });
}
