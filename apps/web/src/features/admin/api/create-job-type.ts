import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryBody } from '@giglane/contract/categories';
import { api } from '../../../lib/api/client';
import { jobTypesKey } from './get-job-types-page';

export function useCreateJobType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryBody) => api<Category>('POST', '/api/loai-cong-viec', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobTypesKey }),
  });
}
