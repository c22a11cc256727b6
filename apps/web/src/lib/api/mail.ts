import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MailDetail, MailSummary } from '@giglane/contract/mail';
import { call } from './client';

export type { MailDetail, MailSummary };

const mailKeys = {
  all: ['mail'] as const,
  page: (page: number, size: number, keyword: string) =>
    [...mailKeys.all, 'page', page, size, keyword] as const,
  one: (id: number) => [...mailKeys.all, 'one', id] as const,
};

/** The admins' Mail outbox (decision 047). */
export const mailQueries = {
  /** A page of the mails, newest first; `keyword` matches recipient or subject. */
  page: (page: number, size: number, keyword: string) =>
    queryOptions({
      queryKey: mailKeys.page(page, size, keyword),
      queryFn: ({ signal }) =>
        call('listMail', {
          query: { pageIndex: page, pageSize: size, keyword: keyword || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),

  one: (id: number) =>
    queryOptions({
      queryKey: mailKeys.one(id),
      queryFn: ({ signal }) => call('getMail', { params: { id }, signal }),
    }),
};
