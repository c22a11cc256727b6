import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { commentsKey } from './get-comments-page';
import { jobsKey } from './get-jobs-page';

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>('DELETE', `/api/binh-luan/${id}`),
    // A job's rating count and stars follow its comments.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsKey }),
        queryClient.invalidateQueries({ queryKey: jobsKey }),
      ]),
  });
}
