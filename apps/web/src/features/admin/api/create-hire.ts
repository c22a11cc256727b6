import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderBody, Order } from '@giglane/contract/orders';
import { api } from '../../../lib/api/client';
import { hiresKey } from './get-hires-page';

export function useCreateHire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => api<Order>('POST', '/api/thue-cong-viec', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiresKey }),
  });
}
