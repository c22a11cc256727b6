import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Hire, UpdateHireBody } from '@giglane/contract/hires';
import { api } from '../../../lib/api-client';
import { hiresKey } from './get-hires-page';

export function useUpdateHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateHireBody & { id: number }) =>
      api<Hire>('PUT', `/api/thue-cong-viec/${id}`, { body: { id, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiresKey }),
  });
}
