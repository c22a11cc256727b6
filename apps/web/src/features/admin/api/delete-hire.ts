import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { hiresKey } from './get-hires-page';

export function useDeleteHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>('DELETE', `/api/thue-cong-viec/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiresKey }),
  });
}
