import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';

/** The seller's public profile (skills, certifications); the gig itself carries name and avatar. */
export function useSeller(userId: number) {
  return useQuery({
    queryKey: ['seller', userId],
    queryFn: ({ signal }) => api<UserProfile>('GET', `/api/users/${userId}`, { signal }),
  });
}
