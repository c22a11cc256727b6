import { useMutation } from '@tanstack/react-query';
import type { SigninReply } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';
import type { LoginValues } from '../account-schemas';

export function useSignIn() {
  return useMutation({
    mutationFn: (values: LoginValues) =>
      api<SigninReply>('POST', '/api/auth/signin', { body: values }),
  });
}
