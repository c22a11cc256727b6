import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobType, JobTypeBody } from '@giglane/contract/job-types';
import { api } from '../../../lib/api-client';
import { jobTypesKey } from './get-job-types-page';

export function useUpdateJobType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: JobTypeBody & { id: number }) =>
      api<JobType>('PUT', `/api/loai-cong-viec/${id}`, { body: { id, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobTypesKey }),
  });
}
