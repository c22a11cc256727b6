import { useQuery } from '@tanstack/react-query';
import type { ReviewView } from '@giglane/contract/reviews';
import { api } from '../../../lib/api/client';
import { gigKey } from './get-gig-detail';

export function useGigComments(id: number) {
  return useQuery({
    queryKey: [...gigKey(id), 'comments'],
    queryFn: ({ signal }) =>
      api<ReviewView[]>('GET', `/api/binh-luan/lay-binh-luan-theo-cong-viec/${id}`, { signal }),
  });
}
