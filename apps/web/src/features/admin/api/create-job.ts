import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGigBody, Gig } from '@giglane/contract/gigs';
import { api } from '../../../lib/api/client';
import { jobsKey } from './get-jobs-page';

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGigBody) => api<Gig>('POST', '/api/cong-viec', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
