import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateHireBody, Hire } from '@giglane/contract/hires';
import { api } from '../../../lib/api-client';
import { hiresKey } from './get-hires-page';

export function useCreateHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHireBody) => api<Hire>('POST', '/api/thue-cong-viec', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiresKey }),
  });
}
