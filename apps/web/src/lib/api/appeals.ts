import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAppeal,
  Appeal,
  Appealable,
  CreateAppealBody,
  SuspensionAppealBody,
} from '@giglane/contract/appeals';
import { call } from './client';

export type { AdminAppeal, Appeal, Appealable };

const appealKeys = {
  all: ['appeals'] as const,
  action: (actionId: number) => [...appealKeys.all, 'action', actionId] as const,
  queue: (page: number, size: number) => [...appealKeys.all, 'queue', page, size] as const,
};

/** Appeals of a hidden gig or a suspended account (decision 058). */
export const appealQueries = {
  /** The hiding of one of the caller's gigs, and its appeal once written. */
  action: (actionId: number) =>
    queryOptions({
      queryKey: appealKeys.action(actionId),
      queryFn: ({ signal }) => call('getAppealable', { params: { actionId }, signal }),
    }),

  /** The admins' open appeals, oldest first. */
  queue: (page: number, size: number) =>
    queryOptions({
      queryKey: appealKeys.queue(page, size),
      queryFn: ({ signal }) =>
        call('listAppealQueue', { query: { pageIndex: page, pageSize: size }, signal }),
      placeholderData: keepPreviousData,
    }),
};

/** A seller appeals their gig's hiding: its page shows the appeal. */
export function useAppealGig(actionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAppealBody) => call('createAppeal', { body }),
    onSuccess: (appeal) =>
      queryClient.setQueryData(appealKeys.action(actionId), (found: Appealable | undefined) =>
        found ? { ...found, appeal } : found,
      ),
  });
}

/** A suspended account appeals with its e-mail and password, signed out. */
export function useAppealSuspension() {
  return useMutation({
    mutationFn: (body: SuspensionAppealBody) => call('appealSuspension', { body }),
  });
}

/** The admins' answer to an appeal is an action on its target: the open appeals read again. */
export const refreshAppeals = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: appealKeys.all });
