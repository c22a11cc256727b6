import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import {
  MODERATION_NOTE_MAX,
  moderationActionLabels,
  reportReasonLabels,
  type ModerationAction,
  type ReportStatus,
  type ReportTarget,
} from '@giglane/contract/report-values';
import { moderationBody } from '@giglane/contract/reports';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import { readableInstant } from '../../../lib/dates';
import { appealQueries, type AdminAppeal } from '../../../lib/api/appeals';
import {
  reportQueries,
  useModerate,
  type ReportGroup,
  type ReportTargetView,
} from '../../../lib/api/reports';
import { useContractForm } from '../../../lib/use-contract-form';
import { QUEUE_PAGE_SIZE, QueueHeading, QueueList } from './queue-screen';

const kindText: Record<ReportTarget, string> = {
  gig: 'Gig',
  user: 'User',
  message: 'Message',
  review: 'Review',
  'buyer-review': 'Review of a buyer',
};

const statusText: Record<ReportStatus, string> = {
  open: 'Open',
  actioned: 'Actioned',
  dismissed: 'Dismissed',
};

/** What each action's button says, and what its dialog asks. */
const actionText: Record<ModerationAction, { button: string; title: string; hint: string }> = {
  'hide-gig': {
    button: 'Hide gig',
    title: 'Hide this gig',
    hint: 'It leaves search, lists and its seller page, and takes no orders, until shown again.',
  },
  'unhide-gig': {
    button: 'Show gig again',
    title: 'Show this gig again',
    hint: 'It is listed again if its seller keeps it active.',
  },
  'suspend-user': {
    button: 'Suspend account',
    title: 'Suspend the account',
    hint: 'Its sessions end now; it cannot sign in, sell or message, and its gigs leave search. The reason is shown when it tries to sign in.',
  },
  'unsuspend-user': {
    button: 'Restore account',
    title: 'Restore the account',
    hint: 'It can sign in again and its gigs are listed again (a gig an admin hid stays hidden).',
  },
  'remove-message': {
    button: 'Remove message',
    title: 'Remove this message',
    hint: 'Its text is replaced by a notice in the thread and its files are deleted.',
  },
  'remove-review': {
    button: 'Remove review',
    title: 'Remove this review',
    hint: 'It no longer shows anywhere or counts in any rating, and it is not written again.',
  },
  dismiss: {
    button: 'Dismiss',
    title: 'Dismiss the reports',
    hint: 'The open reports are closed without changing anything.',
  },
  'decline-appeal': {
    button: 'Decline appeal',
    title: 'Decline the appeal',
    hint: 'The decision stands. The account is e-mailed your answer and cannot appeal it again. To grant the appeal, take the decision back instead.',
  },
};

/** The public page where others read a reported target, to see it in place. */
const shownOnPaths = {
  gig: pagePaths.gig,
  seller: pagePaths.seller,
  buyer: pagePaths.buyer,
} satisfies Record<NonNullable<ReportTargetView['shownOn']>['page'], (id: number) => string>;
function shownOnText(type: ReportTargetView['targetType'], page: keyof typeof shownOnPaths) {
  if (type === 'gig') return 'Open the gig page';
  if (type === 'user') return `Open their ${page} profile`;
  return page === 'gig' ? 'See it on the gig page' : "See it on the buyer's profile";
}

/** The actions whose reason the account behind the target reads, in its notice or mail. */
const TOLD_TO_ACCOUNT: readonly ModerationAction[] = [
  'hide-gig',
  'suspend-user',
  'remove-message',
  'remove-review',
  'decline-appeal',
];

const appealStatusText = { open: 'Open', granted: 'Granted', declined: 'Declined' } as const;

/**
 * The Reports queue (decision 053): every reported gig, user, message and review with open
 * reports, most reported first, with how many and why; each opens its page to act.
 */
export function ReportQueueScreen() {
  const [page, setPage] = useState(1);
  const [appealPage, setAppealPage] = useState(1);
  const queue = useQuery(reportQueries.queue(page, QUEUE_PAGE_SIZE));
  const appeals = useQuery(appealQueries.queue(appealPage, QUEUE_PAGE_SIZE));
  return (
    <div className="mx-auto max-w-7xl">
      <title>Reports | Giglane Admin</title>
      <QueueHeading title="Reports">
        What users reported, most reported first. Open one to see every report, act on it (hide a
        gig, suspend an account, remove a message or review) or dismiss it; each action is kept with
        who took it and why.
      </QueueHeading>
      <QueueList
        noun="reports"
        empty="No open reports. Everything reported has been looked at."
        queue={queue}
        page={page}
        onPage={setPage}
        keyOf={(group) => `${group.targetType}/${group.targetId}`}
      >
        {(group) => <QueueRow group={group} />}
      </QueueList>
      <h2 className="mt-10 text-lg font-bold text-slate-900">Appeals</h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Sellers appeal a hidden gig, suspended accounts their suspension, once each, oldest first.
        Grant one by taking the decision back, or decline it; either way the account is e-mailed
        your reason.
      </p>
      <QueueList
        noun="appeals"
        empty="No open appeals."
        queue={appeals}
        page={appealPage}
        onPage={setAppealPage}
        keyOf={(appeal) => appeal.id}
      >
        {(appeal) => <AppealRow appeal={appeal} />}
      </QueueList>
    </div>
  );
}

function AppealRow({ appeal }: { appeal: AdminAppeal }) {
  const href = pagePaths.adminReport(appeal.targetType, appeal.targetId);
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <KindBadge type={appeal.targetType} />
          <Link
            to={href}
            className="min-w-0 break-words font-semibold text-slate-900 hover:underline"
          >
            {appeal.summary}
          </Link>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Appeal of “{moderationActionLabels[appeal.action]}” by{' '}
          {appeal.appellant?.name ?? 'a deleted account'} ·{' '}
          {readableInstant(appeal.createdAt, { time: true })}
        </p>
        <p className="mt-2 line-clamp-2 break-words text-sm text-slate-800">{appeal.text}</p>
      </div>
      <Link
        to={href}
        aria-label={`Review the appeal of ${appeal.appellant?.name ?? 'a deleted account'}`}
        className="self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:self-center"
      >
        Review
      </Link>
    </article>
  );
}

function KindBadge({ type }: { type: ReportTarget }) {
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
      {kindText[type]}
    </span>
  );
}

function SuspendedBadge() {
  return (
    <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-200">
      Suspended
    </span>
  );
}

function QueueRow({ group }: { group: ReportGroup }) {
  const href = pagePaths.adminReport(group.targetType, group.targetId);
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <KindBadge type={group.targetType} />
          <Link
            to={href}
            className="min-w-0 break-words font-semibold text-slate-900 hover:underline"
          >
            {group.summary || `${kindText[group.targetType]} #${group.targetId}`}
          </Link>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {group.account ? (
            <>
              Account: {group.account.name} {group.account.suspended && <SuspendedBadge />}
            </>
          ) : (
            'Account deleted'
          )}
          {' · '}last reported {readableInstant(group.lastReportedAt, { time: true })}
        </p>
        <ul aria-label="Reasons" className="mt-2 flex flex-wrap gap-1.5">
          {group.reasons.map(({ reason, count }) => (
            <li
              key={reason}
              className="rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
            >
              {reportReasonLabels[reason]} × {count}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        <p className="text-sm font-semibold text-slate-800">
          {group.openCount} open {group.openCount === 1 ? 'report' : 'reports'}
        </p>
        <Link
          to={href}
          aria-label={`Review the reports of ${kindText[group.targetType].toLowerCase()} ${group.summary}`}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Review
        </Link>
      </div>
    </article>
  );
}

/** One reported target: its state, the actions allowed now, its reports and its audit. */
export function ReportTargetScreen({ type, id }: { type: ReportTarget; id: number }) {
  const target = useQuery(reportQueries.target(type, id));
  const [acting, setActing] = useState<ModerationAction | null>(null);
  const back = (
    <Link
      to={pagePaths.adminReports()}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      ← All reports
    </Link>
  );
  if (target.isPending)
    return (
      <div className="mx-auto max-w-5xl">
        {back}
        <p role="status" className="mt-4 text-sm text-slate-500">
          Loading the report…
        </p>
      </div>
    );
  if (target.isError)
    return (
      <div className="mx-auto max-w-5xl">
        {back}
        <p role="alert" className="mt-4 text-sm text-red-700">
          This report could not be loaded.
        </p>
      </div>
    );
  const view = target.data;
  return (
    <div className="mx-auto max-w-5xl">
      <title>{`Report: ${kindText[type]} #${id} | Giglane Admin`}</title>
      {back}
      <div className="mt-3">
        <QueueHeading title={`${kindText[type]} #${id}`}>
          {view.reports.filter((one) => one.status === 'open').length} open of {view.reports.length}{' '}
          {view.reports.length === 1 ? 'report' : 'reports'}
        </QueueHeading>
      </div>
      <section
        aria-label="What was reported"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      >
        <p className="flex flex-wrap items-center gap-2">
          <KindBadge type={type} />
          {!view.exists && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
              Removed
            </span>
          )}
          {view.hidden && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
              Hidden
            </span>
          )}
        </p>
        <p className="mt-2 whitespace-pre-line break-words text-slate-900">{view.summary}</p>
        <p className="mt-2 text-sm text-slate-600">
          {view.account ? (
            <>
              Account: <span className="font-medium text-slate-800">{view.account.name}</span>{' '}
              {view.account.suspended && <SuspendedBadge />}
            </>
          ) : (
            'Account deleted'
          )}
        </p>
        {view.shownOn && (
          <p className="mt-2 text-sm">
            <Link
              to={shownOnPaths[view.shownOn.page](view.shownOn.id)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {shownOnText(type, view.shownOn.page)}
            </Link>
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {view.allowed.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => setActing(action)}
              className={`rounded-lg px-3.5 py-2 text-sm font-semibold ${
                action === 'dismiss' || action === 'decline-appeal' || action.startsWith('un')
                  ? 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                  : 'bg-rose-700 text-white hover:bg-rose-800'
              }`}
            >
              {actionText[action].button}
            </button>
          ))}
        </div>
      </section>
      {view.appeals.length > 0 && <AppealList view={view} />}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <ReportList view={view} />
        <AuditList view={view} />
      </div>
      <ActionModal
        type={type}
        id={id}
        action={acting}
        appealOpen={view.appeals.some((appeal) => appeal.status === 'open')}
        onClose={() => setActing(null)}
      />
    </div>
  );
}

function ReportList({ view }: { view: ReportTargetView }) {
  return (
    <section
      aria-labelledby="reports-title"
      className="rounded-xl border border-slate-200 bg-white"
    >
      <h2 id="reports-title" className="border-b border-slate-100 px-4 py-3 font-semibold">
        Reports
      </h2>
      {view.reports.length === 0 && (
        <p className="px-4 py-3 text-sm text-slate-500">No reports: an admin acted on their own.</p>
      )}
      <ul className="divide-y divide-slate-100">
        {view.reports.map((one) => (
          <li key={one.id} className="px-4 py-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-slate-900">{reportReasonLabels[one.reason]}</span>
              <span className="text-xs text-slate-500">{statusText[one.status]}</span>
            </p>
            {one.details && (
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">{one.details}</p>
            )}
            <p className="mt-1 text-xs text-slate-500">
              {one.reporter.name} · {readableInstant(one.createdAt, { time: true })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AppealList({ view }: { view: ReportTargetView }) {
  return (
    <section
      aria-labelledby="appeals-title"
      className="mt-6 rounded-xl border border-brand-200 bg-white"
    >
      <h2 id="appeals-title" className="border-b border-slate-100 px-4 py-3 font-semibold">
        Appeals
      </h2>
      <ul className="divide-y divide-slate-100">
        {view.appeals.map((appeal) => (
          <li key={appeal.id} className="px-4 py-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-slate-900">
                Appeal of “{moderationActionLabels[appeal.action]}”: {appeal.reason}
              </span>
              <span className="text-xs text-slate-500">{appealStatusText[appeal.status]}</span>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">{appeal.text}</p>
            <p className="mt-1 text-xs text-slate-500">
              {appeal.appellant?.name ?? 'A deleted account'} ·{' '}
              {readableInstant(appeal.createdAt, { time: true })}
            </p>
            {appeal.decision && (
              <p className="mt-1 text-slate-700">
                <span className="font-semibold">Answer:</span> {appeal.decision.note}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AuditList({ view }: { view: ReportTargetView }) {
  return (
    <section aria-labelledby="audit-title" className="rounded-xl border border-slate-200 bg-white">
      <h2 id="audit-title" className="border-b border-slate-100 px-4 py-3 font-semibold">
        Actions taken
      </h2>
      {view.actions.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-500">No action yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {view.actions.map((entry) => (
            <li key={entry.id} className="px-4 py-3 text-sm">
              <p className="font-semibold text-slate-900">{moderationActionLabels[entry.action]}</p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">{entry.note}</p>
              <p className="mt-1 text-xs text-slate-500">
                {entry.admin?.name ?? 'A former admin'} ·{' '}
                {readableInstant(entry.createdAt, { time: true })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ActionModal({
  type,
  id,
  action,
  appealOpen,
  onClose,
}: {
  type: ReportTarget;
  id: number;
  action: ModerationAction | null;
  appealOpen: boolean;
  onClose: () => void;
}) {
  const moderate = useModerate(type, id);
  return (
    <Modal
      open={action !== null}
      onClose={onClose}
      title={action ? actionText[action].title : ''}
      description={action && actionText[action].hint}
      formId="moderation-form"
      submitLabel={action ? actionText[action].button.toUpperCase() : undefined}
      submitting={moderate.isPending}
    >
      {action && (
        <ActionForm
          action={action}
          toldToAccount={
            TOLD_TO_ACCOUNT.includes(action) ||
            (appealOpen && ['unhide-gig', 'unsuspend-user'].includes(action))
          }
          send={moderate.mutateAsync}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function ActionForm({
  action,
  toldToAccount,
  send,
  onDone,
}: {
  action: ModerationAction;
  /** The reason reaches the account: a takedown's, a suspension's, or an appeal's answer. */
  toldToAccount: boolean;
  send: ReturnType<typeof useModerate>['mutateAsync'];
  onDone: () => void;
}) {
  const { notify } = useNotifications();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm({
    schema: moderationBody,
    defaultValues: { action, note: '' },
    fields: ['note'],
    submit: async (body) => {
      await send(body);
      notify(moderationActionLabels[action], 'success');
      onDone();
    },
  });
  return (
    <form id="moderation-form" onSubmit={onSubmit} noValidate className="space-y-3">
      <TextAreaField
        label={toldToAccount ? 'Reason, shown to the account' : 'Reason, kept in the audit'}
        rows={3}
        maxLength={MODERATION_NOTE_MAX}
        error={errors.note?.message}
        {...register('note')}
      />
      {errors.root?.server && !errors.note && (
        <p role="alert" className="flex items-start gap-2 text-sm text-rose-700">
          <Icon name="alert" className="mt-0.5 size-4" />
          {errors.root.server.message}
        </p>
      )}
    </form>
  );
}
