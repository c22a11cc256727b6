import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // The contract takes this id in the query string.
    mutationFn: (id: number) => api<null>('DELETE', `/api/users?id=${id}`),
    // The user's gigs, hires and comments go with them: every admin list may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
