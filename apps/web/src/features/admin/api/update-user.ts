import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';
import { updateSessionUser, getSession } from '../../../lib/session';
import { usersKey } from './get-users-page';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateUserBody & { id: number }) =>
      api<User>('PUT', `/api/users/${id}`, { body: { id, ...body } }),
    onSuccess: (user) => {
      // An admin editing their own account sees the new name in the header at once.
      if (getSession()?.user.id === user.id) updateSessionUser(user);
      return queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
}
