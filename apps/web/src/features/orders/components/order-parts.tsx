import type { ReactNode } from 'react';
import type { z } from 'zod';
import { CoverImage } from '../../../components/cover-image';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import type { OrderGig } from '../../../lib/api/orders';
import { useContractForm } from '../../../lib/use-contract-form';

/** The gig's cover, small: checkout, order page and order lists. */
export function GigThumbnail({ gig, className }: { gig: OrderGig; className: string }) {
  return (
    <span
      className={`block aspect-[16/10] shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 ${className}`}
    >
      <CoverImage cover={gig.cover} sizes="10rem" />
    </span>
  );
}

export const PAYMENT_ARRANGED = 'Payment is arranged with the seller.';

/**
 * No payment provider is integrated: the buyer and the seller settle the price between them. The
 * checkout and the order page say so where a payment step would be.
 */
export function PaymentNote({
  className = '',
  card = false,
}: {
  className?: string;
  /** On the page's grey, as a card of its own; else inset in a white card. */
  card?: boolean;
}) {
  return (
    <p
      className={`flex items-start gap-2.5 rounded-lg px-3 py-2.5 text-sm text-slate-600 ${
        card ? 'border border-slate-200 bg-white' : 'bg-slate-50'
      } ${className}`}
    >
      <Icon name="receipt" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>
        <strong className="font-semibold text-slate-800">{PAYMENT_ARRANGED}</strong> Giglane takes
        no payment: agree with each other how and when to pay.
      </span>
    </p>
  );
}

/** A white card of the order pages, with its heading. */
export function Panel({
  id,
  title,
  aside,
  children,
  className = '',
}: {
  id?: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-label={title}
      className={`scroll-mt-36 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-base font-bold text-slate-900">{title}</h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A page that could not load: why, when the server said, and a retry. */
export function LoadFailed({
  what,
  reason,
  onRetry,
}: {
  what: string;
  reason: string | null;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-600">
        <Icon name="alert" />
      </span>
      <p className="mt-4 text-lg font-bold text-slate-900">{what} could not load</p>
      <p className="mt-1 text-sm text-slate-600">
        {reason ?? 'Check your connection and try again.'}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        <Icon name="refresh" className="size-4" />
        Try again
      </button>
    </div>
  );
}

/** The order forms' main button. */
export const primaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60';
/** The order forms' second choice beside the main button. */
export const secondaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60';

/** The server's refusal of a whole order form (a 409, or a rule about no field shown there). */
export function FormRefusal({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-800"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/**
 * A form that asks why (a request to cancel, a dispute): the reason, checked by the contract's
 * `schema`, goes to `send`; once it went through, `done` is said and the form closes.
 */
export function ReasonForm({
  schema,
  label,
  hint,
  rows = 3,
  send,
  pending,
  submitText,
  done,
  onClose,
}: {
  schema: z.ZodType<{ reason: string }>;
  label: string;
  hint: string;
  rows?: number;
  send: (body: { reason: string }) => Promise<unknown>;
  pending: boolean;
  /** The button's words, idle and while sending. */
  submitText: { idle: string; pending: string };
  done: string;
  onClose: () => void;
}) {
  const { notify } = useNotifications();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<{ reason: string }, typeof schema>({
    schema,
    defaultValues: { reason: '' },
    submit: async (body) => {
      await send(body);
      notify(done, 'success');
      onClose();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextAreaField
        label={label}
        rows={rows}
        hint={hint}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <FormRefusal message={errors.reason ? undefined : errors.root?.server?.message} />
      <FormActions pending={pending} submitText={submitText} onClose={onClose} />
    </form>
  );
}

/** A small order form's buttons: send (its words, idle and while sending), or close it for now. */
export function FormActions({
  pending,
  submitText,
  onClose,
}: {
  pending: boolean;
  submitText: { idle: string; pending: string };
  onClose: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? submitText.pending : submitText.idle}
      </button>
      <button type="button" onClick={onClose} className={secondaryButton}>
        Not now
      </button>
    </div>
  );
}
