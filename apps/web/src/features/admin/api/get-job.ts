import { useQuery } from '@tanstack/react-query';
import type { Gig } from '@giglane/contract/gigs';
import { api } from '../../../lib/api/client';
import { jobsKey } from './get-jobs-page';

/** One job by id, to name the job a hire record points at; null id asks nothing. */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: [...jobsKey, 'one', id],
    queryFn: ({ signal }) => api<Gig>('GET', `/api/cong-viec/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
