import { useQuery } from '@tanstack/react-query';
import type { Subcategory } from '@giglane/contract/categories';
import { api } from '../../../lib/api/client';

/** A detail type's name, for the title of its results page; an unknown id is a 400. */
export function useDetailType(id: number) {
  return useQuery({
    queryKey: ['detail-type', id],
    queryFn: ({ signal }) =>
      api<Subcategory>('GET', `/api/chi-tiet-loai-cong-viec/${id}`, { signal }),
    staleTime: 10 * 60_000,
  });
}
