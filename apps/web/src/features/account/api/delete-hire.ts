import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { hiredJobsKey } from './get-hired-jobs';

/**
 * Cancels a hire. The card leaves the list only when the server has deleted the record and the list
 * has been read again: the mutation stays pending until then, so the card can say it is working.
 */
export function useDeleteHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hireId: number) => api<null>('DELETE', `/api/thue-cong-viec/${hireId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiredJobsKey }),
  });
}
