import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatCents } from '@giglane/contract/payment-values';
import { useNotifications } from '../../../components/notifications';
import { paymentQueries, useConfirmPayment, type OrderPayment } from '../../../lib/api/payments';
import { refusalOf } from '../../../lib/refusal';
import { returnedFromStripe, stripeReturnUrl } from '../utils/stripe-return';
import { FormRefusal, primaryButton } from './order-parts';

/*
 * Paying with Stripe (PAYMENTS=stripe, decision 046): Stripe's Payment Element takes the card in
 * the browser, and the card never reaches Giglane. The server made the PaymentIntent for the
 * order's total; once Stripe.js confirms it, the server asks Stripe what became of it. Loaded
 * only when the server says stripe: the test processor's checkout carries none of it.
 */

/** Stripe.js, loaded once per publishable key. */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  const found = loaded.get(publishableKey) ?? loadStripe(publishableKey);
  loaded.set(publishableKey, found);
  return found;
};

/** The Payment Element for an order's PaymentIntent, and "Pay" under it. */
export default function StripePayment({
  orderId,
  onPaid,
}: {
  orderId: number;
  onPaid?: (payment: OrderPayment) => void;
}) {
  const intent = useQuery(paymentQueries.intent(orderId));
  if (intent.isPending)
    return <p className="text-sm text-slate-600">Preparing Stripe&apos;s secure form…</p>;
  if (intent.isError)
    return (
      <FormRefusal
        message={refusalOf(intent.error) ?? 'Stripe could not be reached: try again later.'}
      />
    );
  const { publishableKey, clientSecret, amount } = intent.data;
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PayWithStripe orderId={orderId} amount={amount} onPaid={onPaid} />
    </Elements>
  );
}

function PayWithStripe({
  orderId,
  amount,
  onPaid,
}: {
  orderId: number;
  amount: number;
  onPaid?: (payment: OrderPayment) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const confirm = useConfirmPayment();
  const { notify } = useNotifications();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Asks the server what Stripe says of the payment now, as the browser's return. */
  const settle = async () => {
    const payment = await confirm.mutateAsync(orderId);
    if (payment.state === 'held') {
      notify('Payment received', 'success');
      onPaid?.(payment);
    }
  };

  // Back from a bank's own page (3-D Secure): Stripe sent the buyer to the order's page.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !returnedFromStripe(window.location.search)) return;
    asked.current = true;
    void settle().catch((error: unknown) => setRefusal(refusalOf(error) ?? undefined));
    // Once, on the return: `settle` is the same step each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPay = async () => {
    if (!stripe || !elements) return;
    setRefusal(undefined);
    setBusy(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: stripeReturnUrl(window.location.origin, orderId) },
        redirect: 'if_required',
      });
      // Stripe's own words: a decline, a card it refused, a step the buyer left.
      if (error) setRefusal(error.message ?? 'Your card could not be charged.');
      else await settle();
    } catch (error) {
      setRefusal(refusalOf(error) ?? 'The payment could not be checked: reload the page.');
    } finally {
      setBusy(false);
    }
  };

  const waiting = busy || !stripe || !elements;
  return (
    <div className="space-y-5">
      <PaymentElement />
      <FormRefusal message={refusal} />
      <button
        type="button"
        onClick={() => void onPay()}
        disabled={waiting}
        aria-busy={busy}
        className={primaryButton}
      >
        {busy ? 'Paying…' : `Pay ${formatCents(amount)}`}
      </button>
    </div>
  );
}
