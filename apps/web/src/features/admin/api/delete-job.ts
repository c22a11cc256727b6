import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>('DELETE', `/api/cong-viec/${id}`),
    // The job's hires and comments go with it: every admin list may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
