import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';
import { updateSessionUser } from '../../../lib/session';
import { userKey } from './get-user';

/** Sends the picture as the one multipart part the server reads, `formFile`. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append('formFile', file);
      return api<User>('POST', '/api/users/upload-avatar', { formData });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(userKey(updated.id), updated);
      updateSessionUser(updated);
    },
  });
}
