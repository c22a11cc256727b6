import { useMutation } from '@tanstack/react-query';
import type { SignoutEverywhereReply } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';
import { replaceSessionToken } from '../../../lib/session';

/**
 * Ends every session of the signed-in user: other browsers are signed out at their next call, and
 * this tab carries on with the fresh token of the reply.
 */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api<SignoutEverywhereReply>('POST', '/api/auth/signout-everywhere'),
    onSuccess: ({ token }) => replaceSessionToken(token),
  });
}
