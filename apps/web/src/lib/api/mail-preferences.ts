import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailChoice, MailPreferences } from '@giglane/contract/mail';
import { call } from './client';

export type { MailChoice, MailPreferences };

const preferencesKey = ['mail-preferences'] as const;

/** Which kinds of e-mail the signed-in user receives (decision 049). */
export const mailPreferencesQuery = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => call('getMailPreferences', { signal }),
  });

/** Saves every kind's choice; the page then shows what the server stored. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailPreferences) => call('updateMailPreferences', { body }),
    onSuccess: (stored) => queryClient.setQueryData(preferencesKey, stored),
  });
}

/** Which e-mails an unsubscribe link's token turns off, and whether they still come. */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token] as const,
    queryFn: ({ signal }) => call('getUnsubscribe', { query: { token }, signal }),
    retry: false,
  });

/** The unsubscribe page's button: RFC 8058's one-click request, without a session. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call('unsubscribe', { query: { token }, body: { 'List-Unsubscribe': 'One-Click' } }),
    onSuccess: (state) => {
      queryClient.setQueryData(unsubscribeQuery(token).queryKey, state);
      return queryClient.invalidateQueries({ queryKey: preferencesKey });
    },
  });
}
