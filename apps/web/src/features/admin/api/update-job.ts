import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gig, UpdateGigBody } from '@giglane/contract/gigs';
import { api } from '../../../lib/api/client';
import { jobsKey } from './get-jobs-page';

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateGigBody & { id: number }) =>
      api<Gig>('PUT', `/api/cong-viec/${id}`, { body: { id, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
