import { useState, type ReactNode } from 'react';
import { decideDisputeBody, openDisputeBody } from '@giglane/contract/orders';
import type { DisputeOutcome, OrderAction } from '@giglane/contract/order-values';
import { formatCents } from '@giglane/contract/payment-values';
import { FormField } from '../../../components/form-field';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import { useDecideDispute, useOpenDispute, type OrderView } from '../../../lib/api/orders';
import type { OrderPayment } from '../../../lib/api/payments';
import { readableInstant } from '../../../lib/dates';
import { centsAsDollars, dollarsAsCents } from '../../../lib/money-input';
import { useContractForm } from '../../../lib/use-contract-form';
import type { Viewer } from '../utils/order-people';
import { FormRefusal, Panel, primaryButton, ReasonForm } from './order-parts';

/** The order's moves in words, as "who can do what" lists each party's (decision 056). */
const moveWords: Record<
  Exclude<OrderAction, 'review' | 'edit_review' | 'reply_to_review' | 'review_buyer'>,
  string
> = {
  answer_requirements: 'answer the requirements',
  deliver: 'deliver',
  request_revision: 'ask for a revision',
  accept: 'accept the delivery',
  cancel: 'cancel',
  request_cancellation: 'ask to cancel together',
  accept_cancellation: 'accept the request to cancel',
  decline_cancellation: 'decline the request to cancel',
  request_extension: 'ask for more days',
  accept_extension: 'accept the extra days',
  decline_extension: 'decline the extra days',
  open_dispute: 'open a dispute',
};

/**
 * The review a side may still write or change: reviews are not among `partyActions`, yet each side
 * of a completed order reviews the other until it has, even once the window closed, and the buyer
 * may change theirs until both are published (decision 054).
 */
function reviewWords(order: OrderView, side: 'buyer' | 'seller'): string[] {
  const window = order.reviewWindow;
  if (order.state !== 'completed' || !window) return [];
  const wrote = side === 'buyer' ? window.buyerWrote : window.sellerWrote;
  if (!wrote) return [side === 'buyer' ? 'review the seller' : 'review the buyer'];
  return side === 'buyer' && !window.published ? ['edit the review of the seller'] : [];
}

const sentence = (order: OrderView, side: 'buyer' | 'seller') => {
  const words = [
    ...order.partyActions[side].flatMap((move) =>
      move in moveWords ? [moveWords[move as keyof typeof moveWords]] : [],
    ),
    ...reviewWords(order, side),
  ];
  if (words.length === 0) return 'Nothing now.';
  const text =
    words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return `May ${text}.`;
};

/** What the order does if neither party acts, in every state. */
function ifNobodyActs(order: OrderView, payment: OrderPayment | undefined): string {
  const at = (iso: string) => readableInstant(iso, { time: true });
  switch (order.state) {
    case 'placed':
      return payment?.state === 'due' || payment?.state === 'requires_confirmation'
        ? 'It waits for the payment: nothing starts until the buyer pays.'
        : 'It waits for the requirements: nothing starts until the buyer answers them.';
    case 'in_progress':
    case 'revision_requested':
      if (order.request?.kind === 'cancellation' && order.request.answerBy)
        return `The request to cancel is accepted on ${at(order.request.answerBy)}: the order is cancelled.`;
      if (!order.dueAt) return 'The work goes on.';
      return order.late
        ? `The due date (${at(order.dueAt)}) has passed: the work goes on, and the buyer may cancel at once.`
        : `Once the due date (${at(order.dueAt)}) passes before the seller delivers, the buyer may cancel at once.`;
    case 'delivered':
      return order.autoCompleteAt
        ? `It completes on its own on ${at(order.autoCompleteAt)}, and the seller is paid.`
        : 'It completes on its own after a while, and the seller is paid.';
    case 'disputed':
      return 'An admin will decide: release the order to the seller, or refund the buyer in full or in part.';
    case 'completed':
      return order.reviewWindow && !order.reviewWindow.published
        ? `The review window closes on ${at(order.reviewWindow.closesAt)}: whatever was written is then published, and nothing more happens.`
        : 'Nothing more happens: the order is closed.';
    case 'cancelled':
      return 'Nothing more happens: the order is closed.';
  }
}

/**
 * Who can do what now, both sides, and what happens if nobody acts: the moves come from the
 * server (`partyActions`), so the page never offers what the rules would refuse.
 */
export function MovesPanel({
  order,
  viewer,
  payment,
}: {
  order: OrderView;
  viewer: Viewer;
  payment: OrderPayment | undefined;
}) {
  const sides = [
    [`Buyer${viewer === 'buyer' ? ' (you)' : ''}`, sentence(order, 'buyer')],
    [`Seller${viewer === 'seller' ? ' (you)' : ''}`, sentence(order, 'seller')],
  ];
  return (
    <section
      aria-label="Who can do what"
      className="rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm"
    >
      <h2 className="font-bold text-slate-900">Who can do what now</h2>
      <dl className="mt-3 space-y-2">
        {sides.map(([side, moves]) => (
          <div key={side}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{side}</dt>
            <dd className="text-slate-800">{moves}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            If nobody acts
          </dt>
          <dd className="text-slate-800">{ifNobodyActs(order, payment)}</dd>
        </div>
      </dl>
    </section>
  );
}

const outcomeText: Record<DisputeOutcome, string> = {
  release: 'Release to the seller',
  full_refund: 'Refund in full',
  part_refund: 'Refund in part',
};

/** How the decision went, worded for who reads it. */
function decidedLine(order: OrderView, viewer: Viewer): string {
  const dispute = order.dispute!;
  const buyer = viewer === 'buyer' ? 'you' : order.buyer.name;
  const seller = viewer === 'seller' ? 'you' : order.seller.name;
  switch (dispute.outcome) {
    case 'release':
      return `Released to ${seller}: the order is completed and the seller paid.`;
    case 'full_refund':
      return `Refunded in full to ${buyer}: the order is cancelled.`;
    case 'part_refund':
      return `${formatCents(dispute.refund ?? 0)} refunded to ${buyer}; the rest pays the seller. The order is cancelled.`;
    default:
      return '';
  }
}

/**
 * The order's dispute (decision 056): while open, why and by whom, that the order is on hold, and
 * for an admin the decision form; once decided, the decision both parties read.
 */
export function DisputePanel({
  order,
  viewer,
  payment,
}: {
  order: OrderView;
  viewer: Viewer;
  payment: OrderPayment | undefined;
}) {
  const dispute = order.dispute!;
  const opener =
    viewer === dispute.by ? 'You' : dispute.by === 'buyer' ? order.buyer.name : order.seller.name;
  const reason = (
    <blockquote className="rounded-lg border-l-4 border-orange-400 bg-orange-50 px-4 py-3 text-sm text-orange-950">
      <p className="font-semibold">
        {opener} opened it {readableInstant(dispute.openedAt, { time: true })}
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{dispute.reason}</p>
    </blockquote>
  );
  if (dispute.outcome === null)
    return (
      <Panel title="Disputed: an admin will decide">
        {reason}
        <p className="mt-3 text-sm text-slate-700">
          The order is on hold until then: no delivery, acceptance or request, and it does not
          complete on its own. Messages still go through; add anything the admin should read.
        </p>
        {viewer === 'admin' && order.state === 'disputed' && (
          <DecideDisputeForm order={order} payment={payment} />
        )}
      </Panel>
    );
  return (
    <Panel title="The dispute is decided">
      <p className="text-sm font-semibold text-slate-900">{decidedLine(order, viewer)}</p>
      <blockquote className="mt-3 rounded-lg border-l-4 border-brand-400 bg-brand-50 px-4 py-3 text-sm text-slate-900">
        <p className="font-semibold">
          Decision{dispute.decidedAt && `, ${readableInstant(dispute.decidedAt, { time: true })}`}
        </p>
        <p className="mt-1 whitespace-pre-line break-words">{dispute.decision}</p>
      </blockquote>
      <div className="mt-3">{reason}</div>
    </Panel>
  );
}

/** The admin's choices: release, refund all, or refund the US$ typed (sent as cents). */
const decideForm = decideDisputeBody.extend({ refund: dollarsAsCents.optional() });
type DecideValues = { outcome: DisputeOutcome; refund: string; decision: string };

function DecideDisputeForm({
  order,
  payment,
}: {
  order: OrderView;
  payment: OrderPayment | undefined;
}) {
  const decide = useDecideDispute(order.id);
  const { notify } = useNotifications();
  const paid = payment?.state === 'held' ? payment : undefined;
  const {
    register,
    watch,
    onSubmit,
    formState: { errors },
  } = useContractForm<DecideValues, typeof decideForm>({
    schema: decideForm,
    toBody: ({ outcome, refund, decision }) => ({
      outcome,
      decision,
      ...(outcome === 'part_refund' && { refund }),
    }),
    defaultValues: {
      outcome: 'release',
      refund: paid ? centsAsDollars(Math.floor(paid.total / 2)) : '',
      decision: '',
    },
    submit: async (body) => {
      await decide.mutateAsync(body);
      notify('Decided: both parties have been told.', 'success');
    },
  });
  const outcome = watch('outcome');
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4 border-t border-slate-100 pt-5">
      <fieldset>
        <legend className="text-sm font-bold text-slate-900">Your decision</legend>
        <div className="mt-2 space-y-2">
          {(Object.keys(outcomeText) as DisputeOutcome[]).map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={choice} {...register('outcome')} className="size-4" />
              {outcomeText[choice]}
            </label>
          ))}
        </div>
        {errors.outcome?.message && (
          <p className="mt-1 text-sm text-rose-700">{errors.outcome.message}</p>
        )}
      </fieldset>
      {outcome === 'part_refund' && (
        <FormField
          label="Refund to the buyer (US$)"
          inputMode="decimal"
          hint={
            paid
              ? `Less than the ${formatCents(paid.total)} paid, back to the buyer's card. The rest pays the seller, less the commission.`
              : 'This order holds no payment through Giglane: only a release or a full refund applies.'
          }
          error={errors.refund?.message}
          {...register('refund')}
        />
      )}
      <TextAreaField
        label="Decision, as both parties will read it"
        rows={4}
        error={errors.decision?.message}
        {...register('decision')}
      />
      <FormRefusal
        message={
          errors.decision || errors.refund || errors.outcome
            ? undefined
            : errors.root?.server?.message
        }
      />
      <button type="submit" disabled={decide.isPending} className={primaryButton}>
        {decide.isPending ? 'Deciding…' : 'Decide the dispute'}
      </button>
    </form>
  );
}

/** A party's way to an admin once the two disagree: a button that opens the reason's form. */
export function OpenDispute({ order, viewer }: { order: OrderView; viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Aside>
        <h2 className="text-sm font-bold text-slate-900">Cannot agree?</h2>
        <p className="mt-1 text-sm text-slate-600">
          {viewer === 'buyer' && order.state === 'delivered'
            ? 'If the delivery is not what you ordered, an admin can decide.'
            : 'After a declined request to cancel, an admin can decide.'}
        </p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-2 text-sm font-semibold text-orange-700 hover:text-orange-900 hover:underline"
        >
          Open a dispute
        </button>
      </Aside>
    );
  return (
    <Aside>
      <OpenDisputeForm order={order} onClose={() => setOpen(false)} />
    </Aside>
  );
}

function Aside({ children }: { children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {children}
    </section>
  );
}

function OpenDisputeForm({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const openDispute = useOpenDispute(order.id);
  return (
    <ReasonForm
      schema={openDisputeBody}
      label="What do you disagree on?"
      rows={4}
      hint="An admin reads it with the order, its messages and deliveries. The order is on hold until the decision."
      send={(body) => openDispute.mutateAsync(body)}
      pending={openDispute.isPending}
      submitText={{ idle: 'Open the dispute', pending: 'Opening…' }}
      done="Dispute opened: an admin will decide."
      onClose={onClose}
    />
  );
}
