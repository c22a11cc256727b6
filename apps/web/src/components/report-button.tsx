import { useState } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportReasonLabels,
  type ReportTarget,
} from '@giglane/contract/report-values';
import { createReportBody } from '@giglane/contract/reports';
import { useCreateReport } from '../lib/api/reports';
import { useSession } from '../lib/session';
import { useContractForm } from '../lib/use-contract-form';
import { Icon } from './icon';
import { Modal } from './modal';
import { useNotifications } from './notifications';
import { TextAreaField } from './text-area-field';
import { useAskSignIn } from './use-ask-sign-in';

const nouns: Record<ReportTarget, string> = {
  gig: 'gig',
  user: 'user',
  message: 'message',
  review: 'review',
  'buyer-review': 'review',
};

/**
 * "Report" beside a gig, a user, a message or a review (decision 053): a dialog asks why, from the
 * fixed list, with optional words; the Trust & Safety team sees it in the admins' Reports queue.
 * Signed out, it asks for a sign-in that comes back here. `label` names the target for screen
 * readers where several sit on one page ("Report the review by Ann").
 */
export function ReportButton({
  type,
  id,
  label,
  className = '',
}: {
  type: ReportTarget;
  id: number;
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const session = useSession();
  const askSignIn = useAskSignIn();
  const { notify } = useNotifications();
  const formId = `report-${type}-${id}`;
  const create = useCreateReport();

  const start = () => {
    if (session) setOpen(true);
    else askSignIn();
  };

  return (
    <>
      <button
        type="button"
        onClick={start}
        aria-label={label}
        className={`inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
      >
        <Icon name="flag" className="size-4" />
        Report
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Report this ${nouns[type]}`}
        description="Tell us what is wrong. Your report is private: the person you report is not told who sent it."
        formId={formId}
        submitLabel="SEND REPORT"
        submitting={create.isPending}
      >
        <ReportForm
          formId={formId}
          type={type}
          id={id}
          send={create.mutateAsync}
          onDone={() => {
            setOpen(false);
            notify('Thanks: our Trust & Safety team will look at your report.', 'success');
          }}
        />
      </Modal>
    </>
  );
}

function ReportForm({
  formId,
  type,
  id,
  send,
  onDone,
}: {
  formId: string;
  type: ReportTarget;
  id: number;
  send: ReturnType<typeof useCreateReport>['mutateAsync'];
  onDone: () => void;
}) {
  const {
    register,
    onSubmit,
    watch,
    formState: { errors },
  } = useContractForm({
    schema: createReportBody,
    defaultValues: { targetType: type, targetId: id, reason: undefined, details: '' },
    fields: ['reason', 'details'],
    submit: async (body) => {
      await send(body);
      onDone();
    },
  });
  const details = watch('details') ?? '';
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset aria-describedby={errors.reason ? `${formId}-reason-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          Why are you reporting it?
        </legend>
        <div className="space-y-1.5">
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:border-slate-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
            >
              <input
                type="radio"
                value={reason}
                className="size-4 accent-brand-700"
                {...register('reason')}
              />
              {reportReasonLabels[reason]}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={`${formId}-reason-error`} role="alert" className="mt-1.5 text-sm text-rose-700">
            Choose a reason.
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Anything we should know? (optional)"
        rows={3}
        maxLength={REPORT_DETAILS_MAX}
        aside={
          <span className="text-xs text-slate-500">
            {details.length}/{REPORT_DETAILS_MAX}
          </span>
        }
        error={errors.details?.message}
        {...register('details')}
      />
      {errors.root?.server && (
        <p role="alert" className="text-sm text-rose-700">
          {errors.root.server.message}
        </p>
      )}
    </form>
  );
}
