import { useQuery } from '@tanstack/react-query';
import type { MenuEntry } from '@giglane/contract/categories';
import { api } from '../../../lib/api/client';

/** A job type with its groups and details; the API answers a list of none or one. */
export function useJobType(id: number) {
  return useQuery({
    queryKey: ['job-type', id],
    queryFn: async ({ signal }) => {
      const list = await api<MenuEntry[]>(
        'GET',
        `/api/cong-viec/lay-chi-tiet-loai-cong-viec/${id}`,
        {
          signal,
        },
      );
      return list[0] ?? null;
    },
    staleTime: 10 * 60_000,
  });
}
