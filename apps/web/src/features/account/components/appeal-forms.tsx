import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { createAppealBody, suspensionAppealBody } from '@giglane/contract/appeals';
import { pagePaths } from '@giglane/contract/page-paths';
import { APPEAL_TEXT_MAX, type AppealStatus } from '@giglane/contract/report-values';
import { FormField } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { TextAreaField } from '../../../components/text-area-field';
import {
  appealQueries,
  useAppealGig,
  useAppealSuspension,
  type Appeal,
} from '../../../lib/api/appeals';
import { readableInstant } from '../../../lib/dates';
import { refusalRules } from '../../../lib/refusal';
import { useContractForm } from '../../../lib/use-contract-form';

const TEXT_HINT =
  'Say why the decision is wrong, or what you changed. An admin reads it and answers by e-mail. You can appeal each decision once.';

/**
 * A suspended account's appeal (decision 058): it cannot sign in, so it gives its e-mail and
 * password as sign-in asks them, and its appeal.
 */
export function SuspensionAppealForm({ email = '' }: { email?: string }) {
  const appealSuspension = useAppealSuspension();
  const [sent, setSent] = useState<Appeal | null>(null);
  const {
    register,
    onSubmit,
    watch,
    formState: { errors },
  } = useContractForm({
    schema: suspensionAppealBody,
    defaultValues: { email, password: '', text: '' },
    submit: async (body) => setSent(await appealSuspension.mutateAsync(body)),
  });
  if (sent) return <AppealState appeal={sent} />;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        Your account is suspended, so you cannot sign in. Give its e-mail and password to show it is
        yours, and tell us why the suspension should be lifted.
      </p>
      <ServerRefusal
        message={errors.root?.server?.message}
        fields={['email', 'password', 'text']}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        label="Password"
        revealable
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <AppealText
        error={errors.text?.message}
        length={watch('text')?.length ?? 0}
        field={register('text')}
      />
      <SubmitButton pending={appealSuspension.isPending} />
    </form>
  );
}

/** The hiding of one of the seller's gigs: what, why, and its appeal, or the form to write it. */
export function GigAppeal({ actionId }: { actionId: number }) {
  const found = useQuery(appealQueries.action(actionId));
  if (found.isPending)
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading the decision…
      </p>
    );
  if (found.isError)
    return (
      <p role="alert" className="text-sm text-rose-700">
        This decision could not be found among your gigs&apos;.
      </p>
    );
  const decision = found.data;
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
        <p className="font-semibold text-slate-900">
          Giglane hid your gig{' '}
          <Link to={pagePaths.gig(decision.targetId)} className="text-brand-700 hover:underline">
            “{decision.summary}”
          </Link>
        </p>
        <p className="mt-1 text-slate-700">The reason: {decision.reason}</p>
      </div>
      {decision.appeal ? (
        <AppealState appeal={decision.appeal} />
      ) : decision.inEffect ? (
        <GigAppealForm actionId={actionId} />
      ) : (
        <Panel tone="done" title="Your gig is shown again">
          An admin took this decision back, so there is nothing to appeal.
        </Panel>
      )}
    </div>
  );
}

function GigAppealForm({ actionId }: { actionId: number }) {
  const appealGig = useAppealGig(actionId);
  const {
    register,
    onSubmit,
    watch,
    formState: { errors },
  } = useContractForm({
    schema: createAppealBody,
    defaultValues: { actionId, text: '' },
    fields: ['text'],
    submit: (body) => appealGig.mutateAsync(body),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ServerRefusal message={errors.root?.server?.message} fields={['text']} />
      <AppealText
        error={errors.text?.message}
        length={watch('text')?.length ?? 0}
        field={register('text')}
      />
      <SubmitButton pending={appealGig.isPending} />
    </form>
  );
}

function AppealText({
  error,
  length,
  field,
}: {
  error?: string;
  length: number;
  field: ReturnType<ReturnType<typeof useContractForm>['register']>;
}) {
  return (
    <TextAreaField
      label="Your appeal"
      hint={TEXT_HINT}
      rows={6}
      maxLength={APPEAL_TEXT_MAX}
      error={error}
      aside={
        <span className="text-xs text-slate-500">
          {length} / {APPEAL_TEXT_MAX}
        </span>
      }
      {...field}
    />
  );
}

function SubmitButton({ pending }: { pending: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="h-11 w-full rounded-md bg-brand-700 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {pending ? 'Sending…' : 'Send the appeal'}
    </button>
  );
}

/** A refusal that names none of the form's fields (those show under their field). */
function ServerRefusal({ message, fields }: { message?: string; fields: readonly string[] }) {
  const rules = message ? refusalRules(message) : [];
  if (rules.length === 0 || rules.some((rule) => rule.field && fields.includes(rule.field)))
    return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-rose-200 bg-rose-50 px-3 py-2.5 text-sm text-rose-900"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-rose-700" />
      {rules.map((rule) => rule.rule).join(' ')}
    </p>
  );
}

const stateText: Record<AppealStatus, { tone: 'wait' | 'done' | 'no'; title: string }> = {
  open: { tone: 'wait', title: 'Your appeal is with an admin' },
  granted: { tone: 'done', title: 'Your appeal was granted' },
  declined: { tone: 'no', title: 'Your appeal was declined' },
};

/** An appeal written: when, its words, and the admin's answer once given. */
function AppealState({ appeal }: { appeal: Appeal }) {
  const { tone, title } = stateText[appeal.status];
  return (
    <Panel tone={tone} title={title}>
      <p>
        Sent {readableInstant(appeal.createdAt, { time: true })}.{' '}
        {appeal.status === 'open' && 'An admin will answer by e-mail.'}
      </p>
      <blockquote className="mt-2 whitespace-pre-line break-words border-l-2 border-slate-300 pl-3 italic text-slate-700">
        {appeal.text}
      </blockquote>
      {appeal.decision && (
        <p className="mt-2">
          <span className="font-semibold">The answer:</span> {appeal.decision.note}
        </p>
      )}
    </Panel>
  );
}

const toneClass = {
  wait: 'border-brand-200 bg-brand-50',
  done: 'border-emerald-200 bg-emerald-50',
  no: 'border-slate-300 bg-slate-50',
} as const;

function Panel({
  tone,
  title,
  children,
}: {
  tone: keyof typeof toneClass;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={`rounded-md border p-4 text-sm text-slate-800 ${toneClass[tone]}`}
    >
      <p className="font-semibold text-slate-900">{title}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}
