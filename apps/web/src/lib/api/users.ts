import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { SortColumn } from '@giglane/contract/paging';
import type { PublicUser, Role, User, UserProfile } from '@giglane/contract/users';
import { getSession, updateSessionUser } from '../session';
import { call } from './client';
import { toPage, toPagingQuery, type ListQuery } from './paging';

/*
 * The wire's user already speaks the glossary's English (`name`, `email`, `birthday`, `skill`), and
 * the session keeps it in localStorage in that shape for existing clients: the app uses it as is.
 */
export type { PublicUser, Role, User, UserProfile };

/** The whole user when the caller may see it (its owner or an admin), else null. */
export function wholeUser(profile: UserProfile): User | null {
  return 'email' in profile ? profile : null;
}

/** The columns a user list may be sorted by; their wire names are the same. */
const sortColumns = {
  id: 'id',
  name: 'name',
  email: 'email',
  role: 'role',
} as const satisfies Partial<Record<keyof User, SortColumn<'users'>>>;
export type UserSort = keyof typeof sortColumns;
export const userSorts = Object.keys(sortColumns) as UserSort[];

export const userKeys = {
  all: ['users'] as const,
  one: (id: number) => [...userKeys.all, id] as const,
  pages: () => [...userKeys.all, 'page'] as const,
};

export const userQueries = {
  /** Users a page at a time, for the admin list and the pickers. */
  page: (query: ListQuery<UserSort>) =>
    queryOptions({
      queryKey: [...userKeys.pages(), query],
      queryFn: async ({ signal }) =>
        toPage(
          await call('pageUsers', { query: toPagingQuery(query, sortColumns), signal }),
          (user) => user,
        ),
      // A table keeps the last page on screen while the next one loads, so rows do not flash away.
      placeholderData: keepPreviousData,
    }),
  /** A profile: the whole user for its owner and admins, the public part for anyone else. */
  profile: (id: number) =>
    queryOptions({
      queryKey: userKeys.one(id),
      queryFn: ({ signal }) => call('getUser', { params: { id }, signal }),
    }),
  /** The same read, as the whole user; null when the caller may see only the public part. */
  account: (id: number) => queryOptions({ ...userQueries.profile(id), select: wholeUser }),
};

/** A user's fields as a profile or admin form changes them; those left out keep their value. */
export type UserChanges = {
  name?: string;
  email?: string;
  password?: string;
  phone?: string;
  /** `dd/mm/yyyy` or `yyyy-mm-dd`. */
  birthday?: string;
  gender?: boolean;
  role?: Role;
  skill?: string[];
  certification?: string[];
};

/** The register form's values; the confirmation goes along, as clients of the API send it. */
export type SignUp = {
  email: string;
  password: string;
  passwordConfirm: string;
  name: string;
  phone: string;
};

/** An account an admin creates, of any role. */
export type NewUser = {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** `yyyy-mm-dd`. */
  birthday: string;
  role: Role;
};

/** The profile and the stored session user (the header's name and avatar) follow a saved user. */
function showSavedUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(userQueries.profile(user.id).queryKey, user);
  if (getSession()?.user.id === user.id) updateSessionUser(user);
}

export function useSignIn() {
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      call('signIn', { body: credentials }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (values: SignUp) => call('signUp', { body: values }),
  });
}

/**
 * Ends every session of the signed-in user: other browsers are signed out at their next call, and
 * this tab carries on with the fresh token of the reply's header (the API client keeps it).
 */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => call('signOutEverywhere') });
}

/** Saves a user's changes (its owner, or an admin); the lists showing users are read again. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // The body names the user too, as the original client sent it; the server reads the path.
    mutationFn: ({ id, ...changes }: UserChanges & { id: number }) =>
      call('updateUser', { params: { id }, body: { id, ...changes } }),
    onSuccess: (user) => {
      showSavedUser(queryClient, user);
      return queryClient.invalidateQueries({ queryKey: userKeys.pages() });
    },
  });
}

/** Sends the picture as the one multipart part the server reads, `formFile`. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => call('uploadAvatar', { file }),
    onSuccess: (user) => showSavedUser(queryClient, user),
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: NewUser) => call('createUser', { body: user }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.pages() }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    // The contract takes this id in the query string.
    mutationFn: (id: number) => call('deleteUser', { query: { id: String(id) } }),
    // The user's gigs, orders and reviews go with them: every list may change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

// ── Recovering a password and confirming addresses (decision 048) ──

const accountEmailKey = ['account-email'] as const;

/** The signed-in user's address, whether it is confirmed, and the new one waiting. */
export const accountEmailQuery = () =>
  queryOptions({
    queryKey: accountEmailKey,
    queryFn: ({ signal }) => call('getAccountEmail', { signal }),
  });

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => call('requestPasswordReset', { body: { email } }),
  });
}

/** Sets the new password with a link's token; the reply signs in, as sign-in's does. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => call('resetPassword', { body }),
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call('confirmEmail', { body: { token } }),
    onSuccess: (state) => queryClient.setQueryData(accountEmailKey, state),
  });
}

export function useResendEmailConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('resendEmailConfirmation'),
    onSuccess: (state) => queryClient.setQueryData(accountEmailKey, state),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => call('changeEmail', { body }),
    onSuccess: (state) => queryClient.setQueryData(accountEmailKey, state),
  });
}
