import { useQuery } from '@tanstack/react-query';
import type { MenuEntry } from '@giglane/contract/categories';
import { api } from '../../lib/api/client';

/** The job-type menu: every type with its groups and details. It rarely changes. */
export function useMenu() {
  return useQuery({
    queryKey: ['menu'],
    queryFn: ({ signal }) =>
      api<MenuEntry[]>('GET', '/api/cong-viec/lay-menu-loai-cong-viec', { signal }),
    staleTime: 10 * 60_000,
  });
}
