import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatCents } from '@giglane/contract/payment-values';
import { cardLabel } from '../../../components/money';
import { useNotifications } from '../../../components/notifications';
import { ApiError } from '../../../lib/api/client';
import {
  useConfirmPayment,
  usePayOrder,
  type CardInput,
  type OrderPayment,
  type PaymentSettings,
} from '../../../lib/api/payments';
import { contractResolver } from '../../../lib/contract-resolver';
import { refusalOf, refusalRules, showRefusal } from '../../../lib/refusal';
import {
  cardFormSchema,
  cardWireNames,
  emptyCard,
  spacedCardNumber,
  toCard,
  type CardForm,
} from '../utils/card-form';
import { CardFields, DeclineNotice, TestCards } from './card-fields';
import { FormRefusal, primaryButton } from './order-parts';

/** Stripe's Payment Element, loaded only when the server takes payments through Stripe. */
export const StripePayment = lazy(() => import('./stripe-payment'));

/** Stripe's form, with what shows while Stripe.js loads. */
export function StripePaymentForm({
  orderId,
  onPaid,
}: {
  orderId: number;
  onPaid?: (payment: OrderPayment) => void;
}) {
  return (
    <Suspense
      fallback={<p className="text-sm text-slate-600">Loading Stripe&apos;s secure form…</p>}
    >
      <StripePayment orderId={orderId} onPaid={onPaid} />
    </Suspense>
  );
}

/** What a card payment came to: paid, waiting for its confirmation step, or declined and why. */
export type PayResult = { paid: OrderPayment } | { confirm: OrderPayment } | { declined: string };

/**
 * Pays an order with a card. A decline (402) is an answer, not a failure: it carries the card
 * network's reason for the form to show. Any other refusal is thrown for the form to place.
 */
export function usePayWithCard() {
  const pay = usePayOrder();
  const run = async (orderId: number, card: CardInput): Promise<PayResult> => {
    try {
      const payment = await pay.mutateAsync({ orderId, card });
      return payment.state === 'requires_confirmation' ? { confirm: payment } : { paid: payment };
    } catch (error) {
      if (error instanceof ApiError && error.status === 402)
        return { declined: refusalRules(refusalOf(error) ?? '')[0]!.rule };
      throw error;
    }
  };
  return { run, isPending: pay.isPending };
}

/** The card form's fields a refusal may name. */
const cardFields = ['number', 'expiry', 'cvc', 'name'] as const;

/**
 * "Pay now" on the order page: the buyer of a placed, unpaid order pays its total, with the card
 * form, or Stripe's Payment Element when the server takes payments through Stripe.
 */
export function PayOrderForm({
  payment,
  settings,
}: {
  payment: OrderPayment;
  settings: PaymentSettings;
}) {
  if (settings.mode === 'stripe')
    return (
      <div className="space-y-5">
        <p className="text-sm text-slate-600">
          The order starts once it is paid. Your card details go to Stripe, never to Giglane.
        </p>
        <StripePaymentForm orderId={payment.orderId} />
      </div>
    );
  return <CardPaymentForm payment={payment} settings={settings} />;
}

/** The card form: a card that asks for a confirmation step leaves the order page to show it. */
function CardPaymentForm({
  payment,
  settings,
}: {
  payment: OrderPayment;
  settings: PaymentSettings;
}) {
  const { run, isPending } = usePayWithCard();
  const { notify } = useNotifications();
  const [declined, setDeclined] = useState<string | null>(null);
  const declineId = useId();
  const [resolver] = useState(() => contractResolver(cardFormSchema, (card: CardForm) => card));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CardForm, unknown, z.output<typeof cardFormSchema>>({
    resolver,
    defaultValues: emptyCard,
  });
  const onSubmit = handleSubmit(async (card) => {
    setDeclined(null);
    try {
      const result = await run(payment.orderId, toCard(card));
      if ('declined' in result) {
        setDeclined(result.declined);
        notify('Your card was declined', 'error');
      } else if ('paid' in result) notify('Payment received', 'success');
    } catch (error) {
      showRefusal(error, setError, cardFields, cardWireNames(''));
      if (!refusalOf(error)) notify('The payment could not be sent: try again', 'error');
    }
  });
  const busy = isSubmitting || isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        The order starts once it is paid. Your card is charged {formatCents(payment.total)}.
      </p>
      <CardFields
        field={(name) => register(name)}
        errors={{
          number: errors.number?.message,
          expiry: errors.expiry?.message,
          cvc: errors.cvc?.message,
          name: errors.name?.message,
        }}
        disabled={busy}
      />
      {declined && <DeclineNotice id={declineId} reason={declined} />}
      <FormRefusal message={errors.root?.server?.message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TestCards
          cards={settings.testCards}
          onUse={(number) => setValue('number', spacedCardNumber(number))}
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          aria-describedby={declined ? declineId : undefined}
          className={`${primaryButton} shrink-0`}
        >
          {busy ? 'Paying…' : `Pay ${formatCents(payment.total)}`}
        </button>
      </div>
    </form>
  );
}

/**
 * The second step some cards ask for (3-D Secure with a real bank): the buyer confirms the
 * payment, which is then taken and starts the order.
 */
export function ConfirmPaymentStep({
  payment,
  onConfirmed,
}: {
  payment: OrderPayment;
  onConfirmed?: (payment: OrderPayment) => void;
}) {
  const confirm = useConfirmPayment();
  const { notify } = useNotifications();
  const [refusal, setRefusal] = useState<string>();
  const onConfirm = async () => {
    setRefusal(undefined);
    try {
      const paid = await confirm.mutateAsync(payment.orderId);
      notify('Payment confirmed', 'success');
      onConfirmed?.(paid);
    } catch (error) {
      setRefusal(refusalOf(error) ?? 'The confirmation could not be sent: try again.');
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm leading-relaxed text-slate-700">
        Your card&apos;s bank asks you to confirm this payment of{' '}
        <strong className="font-semibold text-slate-900">{formatCents(payment.total)}</strong>
        {payment.payment && <> with {cardLabel(payment.payment)}</>}. Nothing is charged until you
        confirm.
      </p>
      {payment.mode === 'test' && (
        <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
          In test mode this step stands in for the bank&apos;s own check.
        </p>
      )}
      <FormRefusal message={refusal} />
      <button
        type="button"
        onClick={() => void onConfirm()}
        disabled={confirm.isPending}
        aria-busy={confirm.isPending}
        className={primaryButton}
      >
        {confirm.isPending ? 'Confirming…' : 'Confirm payment'}
      </button>
    </div>
  );
}
