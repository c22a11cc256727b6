import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportTarget } from '@giglane/contract/report-values';
import type {
  CreateReportBody,
  ModerationBody,
  ReportGroup,
  ReportTargetView,
} from '@giglane/contract/reports';
import { refreshAppeals } from './appeals';
import { call } from './client';

export type { ReportGroup, ReportTargetView };

const reportKeys = {
  all: ['reports'] as const,
  queue: (page: number, size: number) => [...reportKeys.all, 'queue', page, size] as const,
  target: (type: ReportTarget, id: number) => [...reportKeys.all, 'target', type, id] as const,
};

/** The admins' Reports queue and a reported target's page (decision 053). */
export const reportQueries = {
  queue: (page: number, size: number) =>
    queryOptions({
      queryKey: reportKeys.queue(page, size),
      queryFn: ({ signal }) =>
        call('listReportQueue', { query: { pageIndex: page, pageSize: size }, signal }),
      placeholderData: keepPreviousData,
    }),

  target: (type: ReportTarget, id: number) =>
    queryOptions({
      queryKey: reportKeys.target(type, id),
      queryFn: ({ signal }) =>
        call('getReportTarget', { params: { targetType: type, targetId: id }, signal }),
    }),
};

/** A user reports a gig, a user, a message or a review. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => call('createReport', { body }),
  });
}

/** An admin acts on a target: its page takes the answer, and the queue is read again. */
export function useModerate(type: ReportTarget, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationBody) =>
      call('moderateReportTarget', { params: { targetType: type, targetId: id }, body }),
    onSuccess: (view) => {
      queryClient.setQueryData(reportKeys.target(type, id), view);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'queue'] }),
        refreshAppeals(queryClient),
      ]);
    },
  });
}
