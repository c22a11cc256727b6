import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, UpdateJobBody } from '@giglane/contract/jobs';
import { api } from '../../../lib/api-client';
import { jobsKey } from './get-jobs-page';

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateJobBody & { id: number }) =>
      api<Job>('PUT', `/api/cong-viec/${id}`, { body: { id, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
