import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gig } from '@giglane/contract/gigs';
import { api } from '../../../lib/api/client';
import { jobsKey } from './get-jobs-page';

/** Sends a picture for a saved job as the multipart `formFile` part the contract names. */
export function useUploadJobImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const formData = new FormData();
      formData.append('formFile', file);
      return api<Gig>('POST', `/api/cong-viec/upload-hinh-cong-viec/${id}`, { formData });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
