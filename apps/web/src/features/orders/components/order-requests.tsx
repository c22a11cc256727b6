import { useState } from 'react';
import { cancellationRequestBody, extensionRequestBody } from '@giglane/contract/orders';
import { EXTENSION_DAYS_MAX } from '@giglane/contract/order-values';
import { FormField } from '../../../components/form-field';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import {
  useAnswerRequest,
  useRequestCancellation,
  useRequestExtension,
  type OrderView,
} from '../../../lib/api/orders';
import { readableInstant, spokenDuration } from '../../../lib/dates';
import { refusalOf } from '../../../lib/refusal';
import { useContractForm } from '../../../lib/use-contract-form';
import type { Viewer } from '../utils/order-people';
import {
  FormActions,
  FormRefusal,
  Panel,
  primaryButton,
  ReasonForm,
  secondaryButton,
} from './order-parts';

/** The other party's name as the viewer reads it, and who would be refunded. */
function people(order: OrderView, viewer: Viewer) {
  const asker = order.request?.by === 'buyer' ? order.buyer.name : order.seller.name;
  const answerer = order.request?.by === 'buyer' ? order.seller.name : order.buyer.name;
  return {
    asker: viewer === order.request?.by ? 'You' : asker,
    answerer: viewer !== 'admin' && viewer !== order.request?.by ? 'you' : answerer,
    refunded: viewer === 'buyer' ? 'you are refunded' : `${order.buyer.name} is refunded`,
  };
}

/**
 * The open request (decision 052): what was asked and why, what happens if nobody answers, and
 * for the party who answers, Accept and Decline. `paid`: the order holds the buyer's money, which
 * a cancel refunds.
 */
export function OpenRequestPanel({
  order,
  viewer,
  paid,
}: {
  order: OrderView;
  viewer: Viewer;
  paid: boolean;
}) {
  const request = order.request!;
  const { asker, answerer, refunded } = people(order, viewer);
  const answers = order.actions.includes(`accept_${request.kind}`);
  const cancellation = request.kind === 'cancellation';
  const due = order.dueAt && readableInstant(order.dueAt, { time: true });
  const title = cancellation
    ? `${asker} asked to cancel the order`
    : `${asker} asked for ${request.days} more ${request.days === 1 ? 'day' : 'days'}`;
  const ifNobody = cancellation
    ? request.answerBy &&
      `If ${answerer} ${answerer === 'you' ? 'do' : 'does'} not answer by ${readableInstant(request.answerBy, { time: true })}, the order is cancelled${paid ? ` and ${refunded}` : ''}.`
    : `Until ${answerer} ${answerer === 'you' ? 'accept' : 'accepts'}, the order stays due ${due}.`;
  return (
    <Panel title={title}>
      <blockquote className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <p className="font-semibold">Reason</p>
        <p className="mt-1 whitespace-pre-line break-words">{request.reason}</p>
      </blockquote>
      {!cancellation && order.dueAt && request.days && (
        <p className="mt-3 text-sm text-slate-700">
          The due date would move from {due} to{' '}
          {readableInstant(
            new Date(new Date(order.dueAt).getTime() + request.days * 86_400_000).toISOString(),
            { time: true },
          )}
          .
        </p>
      )}
      {cancellation && answers && (
        <p className="mt-3 text-sm text-slate-700">
          Accept, and the order is cancelled{paid && ` and ${refunded} in full`}. Decline, and the
          work goes on.
        </p>
      )}
      <p className="mt-3 text-sm font-semibold text-slate-800">{ifNobody}</p>
      {answers && <AnswerButtons order={order} kind={request.kind} />}
    </Panel>
  );
}

function AnswerButtons({ order, kind }: { order: OrderView; kind: 'cancellation' | 'extension' }) {
  const answer = useAnswerRequest(order.id, kind);
  const { notify } = useNotifications();
  const [refusal, setRefusal] = useState<string>();
  const send = (reply: 'accept' | 'decline') => {
    setRefusal(undefined);
    answer.mutate(reply, {
      onSuccess: () =>
        notify(
          reply === 'decline'
            ? 'Declined: the order goes on.'
            : kind === 'cancellation'
              ? 'The order is cancelled.'
              : 'The new due date is set.',
          'success',
        ),
      onError: (error) => setRefusal(refusalOf(error) ?? 'The answer was not sent. Try again.'),
    });
  };
  return (
    <div className="mt-4 space-y-3">
      <FormRefusal message={refusal} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={answer.isPending}
          onClick={() => send('accept')}
          className={primaryButton}
        >
          {kind === 'cancellation' ? 'Accept and cancel' : 'Accept the new date'}
        </button>
        <button
          type="button"
          disabled={answer.isPending}
          onClick={() => send('decline')}
          className={secondaryButton}
        >
          Decline
        </button>
      </div>
    </div>
  );
}

/**
 * What a party may ask of the other while the order is worked on: to cancel together, and (the
 * seller) for more days. Each is a button that opens its form.
 */
export function AskPanel({
  order,
  viewer,
  answerSeconds,
}: {
  order: OrderView;
  viewer: Viewer;
  answerSeconds: number | undefined;
}) {
  const [open, setOpen] = useState<'cancellation' | 'extension' | null>(null);
  const other = viewer === 'buyer' ? order.seller.name : order.buyer.name;
  const canCancel = order.actions.includes('request_cancellation');
  const canExtend = order.actions.includes('request_extension');
  if (!canCancel && !canExtend) return null;
  if (open === 'cancellation')
    return (
      <AskCancellation
        order={order}
        other={other}
        answerSeconds={answerSeconds}
        onClose={() => setOpen(null)}
      />
    );
  if (open === 'extension') return <AskExtension order={order} onClose={() => setOpen(null)} />;
  return (
    <div className="space-y-2">
      <h2 className="text-sm font-bold text-slate-900">Need a change?</h2>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {canExtend && (
          <button
            type="button"
            onClick={() => setOpen('extension')}
            className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            Ask for more days
          </button>
        )}
        {canCancel && (
          <button
            type="button"
            onClick={() => setOpen('cancellation')}
            className="text-sm font-semibold text-rose-700 hover:text-rose-900 hover:underline"
          >
            Ask {other} to cancel
          </button>
        )}
      </div>
    </div>
  );
}

function AskCancellation({
  order,
  other,
  answerSeconds,
  onClose,
}: {
  order: OrderView;
  other: string;
  answerSeconds: number | undefined;
  onClose: () => void;
}) {
  const ask = useRequestCancellation(order.id);
  return (
    <ReasonForm
      schema={cancellationRequestBody}
      label="Why cancel?"
      hint={`${other} accepts or declines${answerSeconds ? `; without an answer within ${spokenDuration(answerSeconds)}, the order is cancelled` : ''}.`}
      send={(body) => ask.mutateAsync(body)}
      pending={ask.isPending}
      submitText={{ idle: 'Send the request', pending: 'Sending…' }}
      done={`Request sent: ${other} has been told.`}
      onClose={onClose}
    />
  );
}

function AskExtension({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const ask = useRequestExtension(order.id);
  const { notify } = useNotifications();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<{ days: string; reason: string }, typeof extensionRequestBody>({
    schema: extensionRequestBody,
    toBody: ({ days, reason }) => ({ days: days === '' ? Number.NaN : Number(days), reason }),
    defaultValues: { days: '', reason: '' },
    submit: async (body) => {
      await ask.mutateAsync(body);
      notify(`Request sent: ${order.buyer.name} has been told.`, 'success');
      onClose();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormField
        label="More days"
        inputMode="numeric"
        hint={`1 to ${EXTENSION_DAYS_MAX}, added to the due date if ${order.buyer.name} accepts.`}
        error={errors.days?.message}
        {...register('days')}
      />
      <TextAreaField label="Why?" rows={3} error={errors.reason?.message} {...register('reason')} />
      <FormRefusal message={errors.root?.server?.message} />
      <FormActions
        pending={ask.isPending}
        submitText={{ idle: 'Ask for the days', pending: 'Sending…' }}
        onClose={onClose}
      />
    </form>
  );
}
