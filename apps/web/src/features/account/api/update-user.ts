import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@giglane/contract/users';
import { api } from '../../../lib/api/client';
import { updateSessionUser } from '../../../lib/session';
import type { ProfileValues } from '../account-schemas';
import { userKey } from './get-user';

/**
 * Saves the profile modal: the user's other fields go back as they are, so nothing the modal does
 * not show is lost; the reply replaces the profile and the stored session user (the header's name).
 */
export function useUpdateUser(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => {
      const body: UpdateUserBody = {
        id: user.id,
        name: values.name,
        email: values.email,
        password: values.password,
        phone: values.phone,
        birthday: user.birthday,
        gender: user.gender,
        role: user.role,
        skill: user.skill,
        certification: user.certification,
      };
      return api<User>('PUT', `/api/users/${user.id}`, { body });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(userKey(updated.id), updated);
      updateSessionUser(updated);
    },
  });
}
