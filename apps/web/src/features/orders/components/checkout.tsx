import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { PackageTier } from '@giglane/contract/gig-offer-values';
import { placeOrderBody, type Quote, quoteChanged } from '@giglane/contract/orders';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { Icon } from '../../../components/icon';
import { formatDollars, TestModeNotice } from '../../../components/money';
import { PackageFeatures, PackageTerms } from '../../../components/package-terms';
import { useNotifications } from '../../../components/notifications';
import { NotFoundNotice } from '../../../components/page-notice';
import { StarRating } from '../../../components/star-rating';
import { TextAreaField } from '../../../components/text-area-field';
import { ApiError } from '../../../lib/api/client';
import {
  orderKeys,
  orderQueries,
  usePlaceOrder,
  type Checkout as CheckoutOffer,
  type OrderView,
} from '../../../lib/api/orders';
import { paymentQueries, type OrderPayment, type PaymentSettings } from '../../../lib/api/payments';
import { contractResolver } from '../../../lib/contract-resolver';
import {
  deliveryLabel,
  formatPrice,
  ownName,
  revisionsLabel,
  TIER_NAMES,
} from '../../../lib/packages';
import { refusalOf, refusalRules, showRefusal } from '../../../lib/refusal';
import { randomKey } from '../../../lib/random-key';
import {
  cardFormSchema,
  cardWireNames,
  emptyCard,
  spacedCardNumber,
  toCard,
  type CardForm,
} from '../utils/card-form';
import { CardFields, DeclineNotice, TestCards } from './card-fields';
import { GigThumbnail, LoadFailed, PAYMENT_ARRANGED, PaymentNote } from './order-parts';
import { OrderPlaced } from './order-placed';
import { ConfirmPaymentStep, StripePaymentForm, usePayWithCard } from './pay-order';

/**
 * The checkout of a listed gig: its packages (the one in the address shown first), what the chosen
 * one includes, the seller's questions, and "Place order". `onTier` puts a switch of package in
 * the address.
 */
export function Checkout({
  gigId,
  tier,
  onTier,
}: {
  gigId: number;
  tier: string | null;
  onTier: (tier: PackageTier) => void;
}) {
  const checkout = useQuery(orderQueries.checkout(gigId));
  const settings = useQuery(paymentQueries.settings());
  if (checkout.isPending) return <CheckoutSkeleton />;
  if (checkout.isError) {
    const gone = checkout.error instanceof ApiError && [400, 404].includes(checkout.error.status);
    return gone ? (
      <NotFoundNotice title="This gig is not for sale">
        It may have been paused or removed by its seller. Other sellers offer the same service.
      </NotFoundNotice>
    ) : (
      <LoadFailed
        what="The checkout"
        reason={refusalOf(checkout.error)}
        onRetry={() => void checkout.refetch()}
      />
    );
  }
  if (settings.isPending) return <CheckoutSkeleton />;
  if (settings.isError)
    return (
      <LoadFailed
        what="The checkout"
        reason={refusalOf(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  const packages = checkout.data.packages;
  const chosen = packages.find((pack) => pack.tier === tier) ?? packages[0];
  if (!chosen)
    return (
      <NotFoundNotice title="This gig is not for sale">
        It offers no package to order yet.
      </NotFoundNotice>
    );
  return (
    <CheckoutForm
      checkout={checkout.data}
      settings={settings.data}
      tier={chosen.tier}
      onTier={onTier}
    />
  );
}

type CheckoutValues = { answers: string[]; card: CardForm };

/** Two packages side by side even on a phone; three from a tablet's width. */
const packageColumns: Record<number, string> = { 2: 'grid-cols-2', 3: 'sm:grid-cols-3' };

const checkoutBody = placeOrderBody
  .pick({ answers: true })
  .extend({ card: cardFormSchema.optional() });

/**
 * Answers are optional at checkout: left all blank, none are sent and the buyer answers later. The
 * card is checked only when the order is paid here.
 */
const resolverOf = (paying: boolean) =>
  contractResolver(checkoutBody, (form: CheckoutValues) => ({
    answers: form.answers.every((answer) => answer.trim() === '') ? undefined : form.answers,
    card: paying ? form.card : undefined,
  }));

const cardFields = (['number', 'expiry', 'cvc', 'name'] as const).map(
  (field) => `card.${field}` as const,
);

function CheckoutForm({
  checkout,
  settings,
  tier,
  onTier,
}: {
  checkout: CheckoutOffer;
  settings: PaymentSettings;
  tier: PackageTier;
  onTier: (tier: PackageTier) => void;
}) {
  const { gig, packages, requirements } = checkout;
  // With payments on, the order is placed and then paid here; it starts only once paid.
  const paying = settings.mode !== 'off';
  // With Stripe, its Payment Element takes the card once the order is placed: no card form here.
  const withStripe = settings.mode === 'stripe';
  const [stripeOrder, setStripeOrder] = useState<OrderView | null>(null);
  // The order placed by a first try whose card was declined: another card pays the same order.
  const [placed, setPlaced] = useState<OrderView | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<OrderPayment | null>(null);
  const { run: pay, isPending: payPending } = usePayWithCard();
  const navigate = useNavigate();
  const showOrder = (orderId: number) =>
    navigate(pagePaths.order(orderId), { replace: true, state: { placed: true } });
  const [resolver] = useState(() => resolverOf(paying && !withStripe));
  const declineId = useId();
  const pack = packages.find((offered) => offered.tier === tier)!;
  // One key per visit of the checkout: a second click, or a retry after a lost reply, answers
  // the order the first one placed.
  const [idempotencyKey] = useState(randomKey);
  const place = usePlaceOrder();
  const queryClient = useQueryClient();
  // The quote the server answered in place of the order when the package changed: shown, and
  // confirmed by the next "Place order", until the buyer picks another package.
  const [changed, setChanged] = useState<{ was: Quote; now: Quote } | null>(null);
  const shown =
    changed?.now.tier === tier
      ? changed.now
      : checkout.quotes.find((quote) => quote.tier === tier)!;
  // With fees, every amount shows its cents, as the receipt does.
  const formatMoney = shown.fees.length > 0 ? formatDollars : formatPrice;
  const { confirm, notify } = useNotifications();
  const headingId = useId();
  const refusalId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues, unknown, z.output<typeof checkoutBody>>({
    resolver,
    defaultValues: { answers: requirements.map(() => ''), card: emptyCard },
  });

  const onSubmit = handleSubmit(async ({ answers, card }) => {
    clearErrors('root');
    setDeclined(null);
    const order = placed ?? (await placeOrder(answers));
    if (order && withStripe) return setStripeOrder(order);
    if (!order || !card) return;
    setPlaced(order);
    try {
      const result = await pay(order.id, toCard(card));
      if ('declined' in result) {
        setDeclined(result.declined);
        notify(`Order ${order.number} is placed, but your card was declined`, 'error');
      } else if ('confirm' in result) {
        setConfirming(result.confirm);
      } else {
        notify('Order placed and paid', 'success');
        void showOrder(order.id);
      }
    } catch (error) {
      notify('Your payment could not be sent', 'error');
      showRefusal(error, setError, cardFields, cardWireNames('card.'));
    }
  });

  /** Places the order after the buyer confirms it; the order placed, or null when it was not. */
  async function placeOrder(answers: string[] | undefined): Promise<OrderView | null> {
    const booking = `${formatPrice(shown.price)} · ${shown.name} · ${deliveryLabel(shown.deliveryDays)}.`;
    const placing = confirm('Place this order?', {
      detail: withStripe
        ? `${booking} You pay ${formatMoney(shown.total)} with Stripe next.`
        : paying
          ? `${booking} Your card is charged ${formatMoney(shown.total)} now.`
          : `${booking} ${PAYMENT_ARRANGED}`,
      yes: 'Place order',
    });
    if (!(await placing)) return null;
    try {
      const order = await place.mutateAsync({
        gigId: gig.id,
        package: tier,
        idempotencyKey,
        answers,
        quoteVersion: shown.version,
      });
      if (!paying) notify('Order placed', 'success');
      return order;
    } catch (error) {
      const newQuote =
        error instanceof ApiError && error.status === 409 && quoteChanged.safeParse(error.content);
      if (newQuote && newQuote.success) {
        setChanged({ was: shown, now: newQuote.data.quote });
        // The packages beside the summary show what the seller offers now, too.
        void queryClient.invalidateQueries({ queryKey: orderKeys.checkout(gig.id) });
        notify('The package changed: nothing was ordered', 'error');
        return null;
      }
      notify('Your order could not be placed', 'error');
      showRefusal(
        error,
        setError,
        requirements.map((_, index) => `answers.${index}` as const),
      );
      return null;
    }
  }

  if (!paying && place.data) return <OrderPlaced order={place.data} />;
  if (stripeOrder)
    return (
      <StripeStep
        number={stripeOrder.number}
        orderId={stripeOrder.id}
        onPaid={(id) => void showOrder(id)}
      />
    );
  if (confirming)
    return (
      <ConfirmStep
        number={confirming.number}
        payment={confirming}
        onConfirmed={() => void showOrder(confirming.orderId)}
      />
    );

  const refusal = errors.root?.server?.message;
  const busy = isSubmitting || place.isPending || payPending;
  // Once placed, the order's package and answers are fixed: only the card may change.
  const fixed = busy || placed !== null;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={headingId}
      className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12"
    >
      <title>{`Checkout: ${gig.title} | Giglane`}</title>
      <Link
        to={pagePaths.gig(gig.id)}
        className="text-sm font-semibold text-slate-500 hover:text-brand-700"
      >
        ← Back to the gig
      </Link>
      <h1 id={headingId} className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        Checkout
      </h1>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="min-w-0 space-y-6">
          <section className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <GigThumbnail gig={gig} className="w-28 sm:w-40" />
            <div className="min-w-0">
              <h2 className="font-semibold leading-snug text-slate-900">
                <Link to={pagePaths.gig(gig.id)} className="hover:text-brand-700 hover:underline">
                  {gig.title}
                </Link>
              </h2>
              <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
                <Avatar name={gig.seller.name} src={gig.seller.avatar} size={32} />
                <span className="min-w-0 truncate font-medium">{gig.seller.name}</span>
              </p>
              {gig.ratingCount > 0 && (
                <p className="mt-1.5 flex items-center gap-1.5 text-sm">
                  <StarRating value={gig.stars} />
                  <span className="font-bold text-amber-700">{gig.stars}</span>
                  <span className="text-slate-500">
                    ({gig.ratingCount.toLocaleString('en-US')})
                  </span>
                </p>
              )}
            </div>
          </section>

          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <fieldset>
              <legend className="text-base font-bold text-slate-900">Package</legend>
              <div className={`mt-4 grid gap-3 ${packageColumns[packages.length] ?? ''}`}>
                {packages.map((offered) => (
                  <label
                    key={offered.tier}
                    className={`relative flex cursor-pointer flex-col rounded-lg border-2 px-4 py-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                      offered.tier === tier
                        ? 'border-brand-700 bg-brand-50/60'
                        : 'border-slate-200 hover:border-slate-300'
                    }`}
                  >
                    <input
                      type="radio"
                      name="package"
                      value={offered.tier}
                      checked={offered.tier === tier}
                      onChange={() => onTier(offered.tier)}
                      disabled={fixed}
                      className="sr-only"
                    />
                    <span className="text-sm font-bold text-slate-900">
                      {TIER_NAMES[offered.tier]}
                    </span>
                    <span className="mt-0.5 text-lg font-bold text-slate-900">
                      {formatPrice(offered.price)}
                    </span>
                    <span className="mt-0.5 text-xs font-medium text-slate-500">
                      {deliveryLabel(offered.deliveryDays)}
                    </span>
                    {offered.tier === tier && (
                      <Icon
                        name="checkCircle"
                        className="absolute right-3 top-3 size-5 text-brand-700"
                      />
                    )}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-6 border-t border-slate-100 pt-5">
              <h2 className="text-base font-bold text-slate-900">
                {ownName(pack) ?? TIER_NAMES[pack.tier]}
              </h2>
              <p className="mt-1.5 break-words text-[0.95rem] leading-relaxed text-slate-600">
                {pack.description}
              </p>
              <ul aria-label="What's included" className="mt-4 space-y-2 text-sm text-slate-700">
                <PackageTerms pack={pack} layout="column" />
                <PackageFeatures pack={pack} />
              </ul>
            </div>
          </section>

          {requirements.length > 0 && (
            <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <h2 className="text-base font-bold text-slate-900">The seller&apos;s questions</h2>
              <p className="mt-1 text-sm text-slate-600">
                {gig.seller.name} needs these answers to start. Answer them now, or later from your
                order&apos;s page: the order starts once they are answered.
              </p>
              <ol className="mt-5 space-y-5">
                {requirements.map((question, index) => (
                  <li key={index}>
                    <TextAreaField
                      label={`${index + 1}. ${question}`}
                      rows={3}
                      disabled={fixed}
                      error={errors.answers?.[index]?.message}
                      {...register(`answers.${index}`)}
                    />
                  </li>
                ))}
              </ol>
            </section>
          )}

          {paying && (
            <section
              aria-labelledby={`${headingId}-payment`}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`${headingId}-payment`} className="text-base font-bold text-slate-900">
                  Payment
                </h2>
                <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
                  <Icon name="receipt" className="size-4" />
                  Held safely until you accept the delivery
                </p>
              </div>
              {withStripe ? (
                <p className="mt-4 text-sm text-slate-600">
                  Once the order is placed, Stripe&apos;s secure form takes your card: its details
                  go to Stripe, never to Giglane.
                </p>
              ) : (
                <>
                  <TestModeNotice mode={settings.mode} notice={settings.notice} className="mt-4">
                    <TestCards
                      cards={settings.testCards}
                      onUse={(number) => setValue('card.number', spacedCardNumber(number))}
                    />
                  </TestModeNotice>
                  <div className="mt-5">
                    <CardFields
                      field={(name) => register(`card.${name}`)}
                      errors={{
                        number: errors.card?.number?.message,
                        expiry: errors.card?.expiry?.message,
                        cvc: errors.card?.cvc?.message,
                        name: errors.card?.name?.message,
                      }}
                      disabled={busy}
                    />
                  </div>
                </>
              )}
              {declined && <DeclineNotice id={declineId} reason={declined} />}
              {placed && (
                <p className="mt-4 text-sm text-slate-600">
                  Order <strong className="font-mono text-slate-900">{placed.number}</strong> is
                  placed: it starts once it is paid. You can also pay it later from its page.
                </p>
              )}
            </section>
          )}
        </div>

        <aside
          aria-label="Order summary"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-36"
        >
          <h2 className="text-base font-bold text-slate-900">Order summary</h2>
          {changed?.now.tier === tier && <QuoteChangedNotice was={changed.was} now={changed.now} />}
          <dl className="mt-4 space-y-2.5 text-sm">
            <SummaryLine term="Package" value={`${TIER_NAMES[shown.tier]}: ${shown.name}`} />
            <SummaryLine term="Delivery" value={deliveryLabel(shown.deliveryDays)} />
            <SummaryLine term="Revisions" value={revisionsLabel(shown.revisions)} />
            {shown.fees.length > 0 && (
              <SummaryLine
                term="Price"
                value={formatMoney(shown.price)}
                className="border-t border-slate-100 pt-2.5"
              />
            )}
            {shown.fees.map((fee) => (
              <SummaryLine key={fee.name} term={fee.name} value={formatMoney(fee.amount)} />
            ))}
          </dl>
          <p className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4">
            <span className="font-bold text-slate-900">Total</span>
            <span className="text-2xl font-bold text-slate-900">{formatMoney(shown.total)}</span>
          </p>
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            aria-describedby={refusal ? refusalId : declined ? declineId : undefined}
            className="mt-5 flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 text-[0.95rem] font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {place.isPending
              ? 'Placing your order…'
              : payPending
                ? 'Paying…'
                : placed
                  ? `Pay ${formatMoney(shown.total)}`
                  : 'Place order'}
          </button>
          {refusal && (
            <p
              id={refusalId}
              role="alert"
              className="mt-3 flex items-start gap-2 rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-800"
            >
              <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
              {refusalRules(refusal)
                .map(({ rule }) => rule)
                .join(' ')}
            </p>
          )}
          {paying ? (
            <TestModeNotice mode={settings.mode} notice={settings.notice} className="mt-4" />
          ) : (
            <PaymentNote className="mt-4" />
          )}
        </aside>
      </div>
    </form>
  );
}

/** The checkout's second step for a card that asks for one: confirm, then the order's page. */
function ConfirmStep({
  number,
  payment,
  onConfirmed,
}: {
  number: string;
  payment: OrderPayment;
  onConfirmed: () => void;
}) {
  const headingId = useId();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <title>{`Confirm the payment of order ${number} | Giglane`}</title>
      <section
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <Icon name="receipt" className="size-8" />
        </span>
        <p className="mt-5 text-sm font-semibold text-slate-500">
          Step 2 of 2 · Order <span className="font-mono">{number}</span>
        </p>
        <h1 id={headingId} className="mt-1 text-2xl font-bold text-slate-900">
          Confirm this payment
        </h1>
        <TestModeNotice mode={payment.mode} notice={payment.notice} className="mt-4" />
        <div className="mt-5">
          <ConfirmPaymentStep payment={payment} onConfirmed={onConfirmed} />
        </div>
      </section>
    </div>
  );
}

/** The checkout's second step with Stripe: its Payment Element for the placed order. */
function StripeStep({
  number,
  orderId,
  onPaid,
}: {
  number: string;
  orderId: number;
  onPaid: (orderId: number) => void;
}) {
  const headingId = useId();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <title>{`Pay for order ${number} | Giglane`}</title>
      <section
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
      >
        <p className="text-sm font-semibold text-slate-500">
          Step 2 of 2 · Order <span className="font-mono">{number}</span>
        </p>
        <h1 id={headingId} className="mt-1 text-2xl font-bold text-slate-900">
          Pay for your order
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          Your order is placed and starts once it is paid. You can also pay it later from its page.
        </p>
        <div className="mt-5">
          <StripePaymentForm orderId={orderId} onPaid={() => onPaid(orderId)} />
        </div>
      </section>
    </div>
  );
}

/** What changed in the package since the checkout was shown; placing again confirms the new quote. */
function QuoteChangedNotice({ was, now }: { was: Quote; now: Quote }) {
  const changes = [
    was.price !== now.price &&
      `The price changed: was ${formatPrice(was.price)}, now ${formatPrice(now.price)}.`,
    // The fees alone may change the total, when the marketplace changes them.
    was.price === now.price &&
      was.total !== now.total &&
      `The total changed: was ${formatDollars(was.total)}, now ${formatDollars(now.total)}.`,
    was.deliveryDays !== now.deliveryDays &&
      `Delivery changed: was ${deliveryLabel(was.deliveryDays)}, now ${deliveryLabel(now.deliveryDays)}.`,
    was.revisions !== now.revisions &&
      `Revisions changed: was ${revisionsLabel(was.revisions)}, now ${revisionsLabel(now.revisions)}.`,
    was.name !== now.name && `The package is now called ${now.name}.`,
  ].filter((change) => change !== false);
  return (
    <div
      role="alert"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
    >
      <p className="font-bold">The seller changed this package</p>
      {changes.map((change) => (
        <p key={change} className="mt-1">
          {change}
        </p>
      ))}
      <p className="mt-1">Nothing was ordered. Place the order again to accept the new terms.</p>
    </div>
  );
}

function SummaryLine({
  term,
  value,
  className = '',
}: {
  term: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-right font-semibold text-slate-800">{value}</dd>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <span className="sr-only">Loading the checkout…</span>
      <div className="h-8 w-40 animate-pulse rounded bg-slate-200" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <div className="h-32 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-72 animate-pulse rounded-xl bg-slate-100" />
        </div>
        <div className="h-80 animate-pulse rounded-xl bg-slate-100" />
      </div>
    </div>
  );
}
