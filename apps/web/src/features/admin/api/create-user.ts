import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, User } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';
import { usersKey } from './get-users-page';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api<User>('POST', '/api/users', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
