import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, CreateReviewBody } from '@giglane/contract/reviews';
import { todayWireDate } from '@giglane/contract/wire-values';
import { api } from '../../../lib/api/client';
import { gigKey } from './get-gig-detail';

type NewComment = { jobId: number; authorId: number; stars: number; text: string };

/**
 * Posts a review with the specification's payload. The server recounts the gig's rating in the
 * same transaction, so both the comment list and the gig detail (its review count) are refetched;
 * at once rather than after the original's one-second pause, since the write is already committed.
 */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, authorId, stars, text }: NewComment) => {
      const body: CreateReviewBody = {
        id: 0,
        maCongViec: jobId,
        maNguoiBinhLuan: authorId,
        ngayBinhLuan: todayWireDate(),
        saoBinhLuan: stars,
        noiDung: text,
      };
      return api<Review>('POST', '/api/binh-luan', { body });
    },
    onSuccess: (_comment, { jobId }) => queryClient.invalidateQueries({ queryKey: gigKey(jobId) }),
  });
}
