import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { jobTypesKey } from './get-job-types-page';

export function useDeleteJobType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>('DELETE', `/api/loai-cong-viec/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobTypesKey }),
  });
}
