import { useMutation } from '@tanstack/react-query';
import type { User } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';
import type { RegisterValues } from '../account-schemas';

export function useSignUp() {
  return useMutation({
    mutationFn: (values: RegisterValues) => api<User>('POST', '/api/auth/signup', { body: values }),
  });
}
