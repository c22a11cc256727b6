import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJobBody, Job } from '@giglane/contract/jobs';
import { api } from '../../../lib/api-client';
import { jobsKey } from './get-jobs-page';

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateJobBody) => api<Job>('POST', '/api/cong-viec', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
