import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobType, JobTypeBody } from '@giglane/contract/job-types';
import { api } from '../../../lib/api-client';
import { jobTypesKey } from './get-job-types-page';

export function useCreateJobType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobTypeBody) => api<JobType>('POST', '/api/loai-cong-viec', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobTypesKey }),
  });
}
