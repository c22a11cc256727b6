import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryBody } from '@giglane/contract/categories';
import { api } from '../../../lib/api/client';
import { jobTypesKey } from './get-job-types-page';

export function useUpdateJobType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CategoryBody & { id: number }) =>
      api<Category>('PUT', `/api/loai-cong-viec/${id}`, { body: { id, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobTypesKey }),
  });
}
