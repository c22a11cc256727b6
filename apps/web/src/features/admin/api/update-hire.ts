import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, UpdateOrderBody } from '@giglane/contract/orders';
import { api } from '../../../lib/api/client';
import { hiresKey } from './get-hires-page';

export function useUpdateHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateOrderBody & { id: number }) =>
      api<Order>('PUT', `/api/thue-cong-viec/${id}`, { body: { id, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiresKey }),
  });
}
