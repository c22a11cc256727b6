import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTO_COMPLETE_DAYS } from '@giglane/contract/order-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { Icon, type IconName } from '../../../components/icon';
import { OrderStateBadge } from '../../../components/order-state-badge';
import type { OrderParty, OrderView } from '../../../lib/api/orders';
import { paymentQueries, type OrderPayment, type PaymentSettings } from '../../../lib/api/payments';
import { settingsQueries } from '../../../lib/api/settings';
import { readableInstant } from '../../../lib/dates';
import {
  dayCount,
  deliveryLabel,
  formatPrice,
  revisionsLabel,
  TIER_NAMES,
} from '../../../lib/packages';
import { useNow } from '../hooks/use-now';
import { viewerOf, type Viewer } from '../utils/order-people';
import { timeLeft } from '../utils/time-left';
import { AnswerRequirementsForm } from './answer-requirements-form';
import { CancelOrder } from './cancel-order';
import { DeliverForm } from './deliver-form';
import { DeliveryAnswer } from './delivery-answer';
import { DisputePanel, MovesPanel, OpenDispute } from './order-dispute';
import { DeliveriesPanel, RequirementsPanel, TimelinePanel } from './order-history';
import { GigThumbnail, Panel, PaymentNote } from './order-parts';
import { ANSWER_ANCHOR, OrderPaymentPanel, PlacedNotice } from './order-payment';
import { AskPanel, OpenRequestPanel } from './order-requests';
import { OrderReviewPanel } from './order-review';
import { BuyerReviewPanel } from './two-way-review';
import { ConfirmPaymentStep, PayOrderForm } from './pay-order';

/** Where each viewer came from and goes back to. */
const homes: Record<Viewer, { path: string; label: string }> = {
  buyer: { path: pagePaths.buyerOrders(), label: 'My orders' },
  seller: { path: pagePaths.sellerOrders(), label: 'Orders' },
  admin: { path: pagePaths.adminOrders(), label: 'Manage Service' },
};

/**
 * The order page, for its buyer, its seller and admins: what to do now (only what the server
 * lists as allowed), the requirements, the deliveries, the review and the timeline, beside the
 * order's summary and its payment. `placed`: the checkout has just placed and paid it. `back`:
 * where its back link goes, when not to the viewer's own list (an admin come from a queue).
 */
export function OrderPage({
  order,
  userId,
  placed = false,
  back,
  title,
}: {
  order: OrderView;
  userId: number;
  placed?: boolean;
  back?: { path: string; label: string };
  /** The document's title, when the page is shown inside another area's (an admin's). */
  title?: string;
}) {
  const viewer = viewerOf(order, userId);
  const home = back ?? homes[viewer];
  const payment = useQuery(paymentQueries.order(order.id)).data;
  const settings = useQuery(paymentQueries.settings()).data;
  // The delivery just sent takes the focus from its form, which is gone once it is sent.
  const [delivered, setDelivered] = useState<number | null>(null);
  return (
    <div className="min-h-full bg-slate-50">
      <title>{title ?? `Order ${order.number} | Giglane`}</title>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <Link to={home.path} className="text-sm font-semibold text-slate-500 hover:text-brand-700">
          ← {home.label}
        </Link>
        <header className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Order {order.number}</h1>
          <OrderStateBadge state={order.state} late={order.late} />
        </header>
        <p className="mt-1.5 text-sm text-slate-600">
          Placed {readableInstant(order.placedAt, { time: true })} by{' '}
          {viewer === 'buyer' ? (
            'you'
          ) : (
            <Link
              to={pagePaths.buyer(order.buyer.id)}
              className="font-semibold text-slate-800 hover:text-brand-700 hover:underline"
            >
              {order.buyer.name}
            </Link>
          )}
        </p>

        <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div className="min-w-0 space-y-6">
            {placed && <PlacedNotice order={order} payment={payment} />}
            {order.dispute && <DisputePanel order={order} viewer={viewer} payment={payment} />}
            {order.request && (
              <OpenRequestPanel order={order} viewer={viewer} paid={payment?.state === 'held'} />
            )}
            <NextStep
              order={order}
              viewer={viewer}
              payment={payment}
              settings={settings}
              onDelivered={setDelivered}
            />
            {(order.state === 'completed' || order.review) && (
              <OrderReviewPanel order={order} viewer={viewer} />
            )}
            {order.state === 'completed' && <BuyerReviewPanel order={order} viewer={viewer} />}
            {order.requirementsAnsweredAt && <RequirementsPanel order={order} />}
            {order.deliveries.length > 0 && <DeliveriesPanel order={order} focusId={delivered} />}
            <TimelinePanel order={order} userId={userId} />
          </div>
          <OrderSummary order={order} viewer={viewer} payment={payment} />
        </div>
      </div>
    </div>
  );
}

/** The panel at the top: what the viewer can do now, or what the order is waiting for. */
function NextStep({
  order,
  viewer,
  payment,
  settings,
  onDelivered,
}: {
  order: OrderView;
  viewer: Viewer;
  payment: OrderPayment | undefined;
  settings: PaymentSettings | undefined;
  onDelivered: (deliveryId: number) => void;
}) {
  const { actions } = order;
  // Until the payment is known, an order waiting to start shows no step: it may have to be paid.
  if (order.state === 'placed' && !payment) return null;
  // Payment comes first: an unpaid order does not start, answered or not.
  if (payment?.actions.includes('pay') && settings)
    return (
      <Panel title="Pay to start your order">
        <PayOrderForm payment={payment} settings={settings} />
      </Panel>
    );
  if (payment?.actions.includes('confirm'))
    return (
      <Panel title="Confirm this payment">
        <ConfirmPaymentStep payment={payment} />
      </Panel>
    );
  if (actions.includes('answer_requirements'))
    return (
      <Panel id={ANSWER_ANCHOR} title="Answer the requirements to start">
        <AnswerRequirementsForm order={order} />
      </Panel>
    );
  if (actions.includes('deliver'))
    return (
      <Panel title={order.state === 'revision_requested' ? 'Deliver the revision' : 'Deliver'}>
        {order.state === 'revision_requested' && <LatestNote order={order} viewer={viewer} />}
        <DeliverForm order={order} onDelivered={onDelivered} />
      </Panel>
    );
  if (actions.includes('accept'))
    return (
      <Panel title="Your delivery is here">
        <p className="mb-4 text-sm text-slate-600">
          Check the delivery below, then accept it or ask for a revision.
          {order.autoCompleteAt &&
            ` Without an answer the order completes on its own on ${readableInstant(order.autoCompleteAt, { time: true })}.`}
        </p>
        <DeliveryAnswer order={order} />
      </Panel>
    );
  const status = statusLine(order, viewer, payment);
  if (!status) return null;
  return (
    <section
      aria-label="Status"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm sm:p-5"
    >
      <Icon
        name={statusIcons[order.state] ?? 'clock'}
        className={`mt-0.5 size-5 shrink-0 ${order.state === 'cancelled' ? 'text-slate-500' : 'text-brand-600'}`}
      />
      <div className="min-w-0">
        <p>{status}</p>
        {order.state === 'revision_requested' && <LatestNote order={order} viewer={viewer} />}
      </div>
    </section>
  );
}

const statusIcons: Partial<Record<OrderView['state'], IconName>> = {
  disputed: 'flag',
  completed: 'checkCircle',
  cancelled: 'close',
};

/** What the order waits for, worded for who reads it. */
function statusLine(
  order: OrderView,
  viewer: Viewer,
  payment: OrderPayment | undefined,
): ReactNode {
  const seller = viewer === 'seller' ? 'You' : order.seller.name;
  const buyer = viewer === 'buyer' ? 'you' : order.buyer.name;
  switch (order.state) {
    case 'placed':
      if (payment?.state === 'due' || payment?.state === 'requires_confirmation')
        return `Waiting for ${buyer} to pay: the order starts once it is paid.`;
      return `Waiting for ${buyer} to answer the requirements: the order starts then.`;
    case 'in_progress':
      return `${seller} ${viewer === 'seller' ? 'are' : 'is'} working on it.${lateRule(order, viewer)}`;
    case 'revision_requested':
      return `${seller} ${viewer === 'seller' ? 'are' : 'is'} working on the revision ${buyer} asked for.`;
    case 'delivered':
      return `Delivered: waiting for ${buyer} to accept it or ask for a revision.${
        order.autoCompleteAt
          ? ` It completes on its own on ${readableInstant(order.autoCompleteAt, { time: true })}, ${AUTO_COMPLETE_DAYS} days after the delivery.`
          : ''
      }`;
    case 'disputed':
      // The dispute's panel above says why and what comes next.
      return null;
    case 'completed':
      return (
        order.completedAt && `Completed ${readableInstant(order.completedAt, { time: true })}.`
      );
    case 'cancelled':
      return (
        <>
          Cancelled
          {order.cancelledAt && ` ${readableInstant(order.cancelledAt, { time: true })}`}.
          {order.cancelReason && (
            <span className="mt-1 block text-slate-600">Reason: {order.cancelReason}</span>
          )}
        </>
      );
  }
}

/** What happens once the due date passes with nothing delivered: the buyer may cancel at once. */
function lateRule(order: OrderView, viewer: Viewer): string {
  if (!order.dueAt) return '';
  if (order.late)
    return viewer === 'buyer'
      ? ' It is past its due date: you may cancel it now, without waiting for an answer.'
      : ` It is past its due date: ${order.buyer.name} may cancel it now.`;
  const due = readableInstant(order.dueAt, { time: true });
  if (viewer === 'buyer') return ` If nothing is delivered by ${due}, you may cancel it at once.`;
  if (viewer === 'seller')
    return ` Deliver by ${due}: after that, ${order.buyer.name} may cancel it at once.`;
  return '';
}

/** The buyer's latest revision note, which the seller works from. */
function LatestNote({ order, viewer }: { order: OrderView; viewer: Viewer }) {
  const asked = order.timeline.findLast((event) => event.type === 'revision_requested');
  if (!asked?.note) return null;
  return (
    <blockquote className="mb-5 mt-2 rounded-lg border-l-4 border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">
        What {viewer === 'buyer' ? 'you' : order.buyer.name} asked for
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{asked.note}</p>
    </blockquote>
  );
}

/** The order at a glance: the gig and package bought, the price, the dates and the people. */
function OrderSummary({
  order,
  viewer,
  payment,
}: {
  order: OrderView;
  viewer: Viewer;
  payment: OrderPayment | undefined;
}) {
  const now = useNow();
  const market = useQuery(settingsQueries.marketplace()).data;
  // An order paid through Giglane shows its amounts in its payment's panel; the price stays here.
  const paidHere = payment !== undefined && payment.state !== 'arranged';
  const due = order.dueAt && timeLeft(order.dueAt, now);
  const open = ['in_progress', 'revision_requested'].includes(order.state);
  return (
    <aside aria-label="Order summary" className="space-y-4 lg:sticky lg:top-36">
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex gap-3">
          <GigThumbnail gig={order.gig} className="w-24" />
          <Link
            to={pagePaths.gig(order.gig.id)}
            className="min-w-0 text-sm font-semibold leading-snug text-slate-900 hover:text-brand-700 hover:underline"
          >
            {order.gig.title}
          </Link>
        </div>
        <dl className="mt-4 space-y-2.5 border-t border-slate-100 pt-4 text-sm">
          <Line term="Package">
            {/* A package named as its tier ("Basic") is named once. */}
            {order.package.name === TIER_NAMES[order.package.tier]
              ? order.package.name
              : `${TIER_NAMES[order.package.tier]}: ${order.package.name}`}
          </Line>
          <Line term="Delivery">{deliveryLabel(order.package.deliveryDays)}</Line>
          <Line term="Revisions">
            {revisionsLabel(order.package.revisions)}
            {order.revisionsUsed > 0 && `, ${order.revisionsUsed} used`}
          </Line>
          {order.dueAt && (
            <Line term="Due">
              {readableInstant(order.dueAt, { time: true })}
              {open && due && (
                <span
                  className={`mt-0.5 block text-xs font-bold ${order.late ? 'text-rose-700' : 'text-emerald-700'}`}
                >
                  {due.text}
                </span>
              )}
            </Line>
          )}
          {order.state === 'placed' && (
            <Line term="Due">
              {dayCount(order.package.deliveryDays)} after the{' '}
              {payment?.state === 'due' || payment?.state === 'requires_confirmation'
                ? 'payment'
                : 'answers'}
            </Line>
          )}
          {order.deliveredAt && (
            <Line term="Delivered">{readableInstant(order.deliveredAt, { time: true })}</Line>
          )}
        </dl>
        <p className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4">
          <span className="font-bold text-slate-900">{paidHere ? 'Price' : 'Total'}</span>
          <span className="text-xl font-bold text-slate-900">{formatPrice(order.total)}</span>
        </p>
        {order.package.features.length > 0 && (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-700">
              What&apos;s included
            </summary>
            <ul className="mt-2 space-y-1.5 text-slate-700">
              {order.package.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <Person role="Buyer" party={order.buyer} you={viewer === 'buyer'} />
        <Person role="Seller" party={order.seller} you={viewer === 'seller'} />
      </section>
      <MovesPanel order={order} viewer={viewer} payment={payment} />
      {payment && paidHere ? (
        <OrderPaymentPanel payment={payment} viewer={viewer} />
      ) : (
        <PaymentNote card />
      )}
      {(order.actions.includes('request_cancellation') ||
        order.actions.includes('request_extension')) && (
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <AskPanel
            order={order}
            viewer={viewer}
            answerSeconds={market?.cancellationAnswerSeconds}
          />
        </section>
      )}
      {order.actions.includes('open_dispute') && <OpenDispute order={order} viewer={viewer} />}
      {order.actions.includes('cancel') && (
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <CancelOrder
            order={order}
            paid={payment?.state === 'held' ? payment : undefined}
            viewer={viewer}
          />
        </section>
      )}
    </aside>
  );
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-right font-semibold text-slate-800">{children}</dd>
    </div>
  );
}

function Person({ role, party, you }: { role: string; party: OrderParty; you: boolean }) {
  return (
    <p className="flex items-center gap-3 text-sm">
      <Avatar name={party.name} src={party.avatar} size={40} />
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500">
          {role}
        </span>
        <span className="block truncate font-semibold text-slate-900">
          {party.name}
          {you && <span className="font-normal text-slate-500"> (you)</span>}
        </span>
      </span>
    </p>
  );
}
