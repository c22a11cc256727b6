import { Link } from 'react-router';
import { formatCents } from '@giglane/contract/payment-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { AmountLine, cardLabel, MoneyStateBadge, TestModeNotice } from '../../../components/money';
import type { OrderView } from '../../../lib/api/orders';
import type { OrderPayment } from '../../../lib/api/payments';
import { readableInstant } from '../../../lib/dates';
import { dayCount } from '../../../lib/packages';
import type { Viewer } from '../utils/order-people';

/**
 * The order's money beside its summary: what the buyer pays, the card, the receipt, refunds and,
 * for its seller and admins, the commission and the earnings.
 */
export function OrderPaymentPanel({ payment, viewer }: { payment: OrderPayment; viewer: Viewer }) {
  const paid = payment.payment?.status === 'succeeded' ? payment.payment : null;
  const latest = payment.payment;
  return (
    <section
      aria-label="Payment"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-slate-900">Payment</h2>
        <MoneyStateBadge state={payment.state} />
      </div>
      <dl className="mt-4 space-y-2.5 text-sm">
        {payment.lines.map((line) => (
          <AmountLine key={line.name} term={line.name} cents={line.amount} />
        ))}
        <AmountLine
          term={viewer === 'buyer' ? 'You pay' : 'Buyer pays'}
          cents={payment.total}
          total
        />
        {payment.refunded > 0 && <AmountLine term="Refunded" cents={payment.refunded} />}
      </dl>
      {paid && (
        <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
          <Icon name="checkCircle" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>
            Paid with {cardLabel(paid)}
            {paid.paidAt && ` on ${readableInstant(paid.paidAt, { time: true })}`}
          </span>
        </p>
      )}
      {latest?.status === 'declined' && payment.state === 'due' && (
        <p className="mt-4 flex items-start gap-2 text-sm text-rose-800">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>
            {cardLabel(latest)} was declined: {latest.decline?.message ?? 'no reason given'}
          </span>
        </p>
      )}
      {payment.refunds.length > 0 && (
        <ul aria-label="Refunds" className="mt-3 space-y-1.5 text-sm text-slate-600">
          {payment.refunds.map((refund) => (
            <li key={refund.id} className="flex justify-between gap-3">
              <span>
                Refund {refund.status === 'pending' ? '(on its way to the card)' : 'returned'}{' '}
                {readableInstant(refund.at)}
              </span>
              <span className="font-semibold tabular-nums">{formatCents(refund.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {payment.seller && (
        <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
          <AmountLine term="Commission" cents={-payment.seller.commission} />
          <AmountLine
            term={viewer === 'seller' ? 'You earn' : 'Seller earns'}
            cents={payment.seller.earnings}
          />
          {payment.seller.clearsAt && (
            <p className="text-xs text-slate-500">
              Available to withdraw from {readableInstant(payment.seller.clearsAt)}
            </p>
          )}
        </dl>
      )}
      {paid?.receiptNumber && (
        <Link
          to={pagePaths.receipt(payment.orderId)}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Icon name="receipt" className="size-4" />
          Receipt {paid.receiptNumber}
        </Link>
      )}
      <TestModeNotice mode={payment.mode} notice={payment.notice} className="mt-4" />
    </section>
  );
}

/** The id of the order page's requirements form, which the placed notice links to. */
export const ANSWER_ANCHOR = 'answer-requirements';

/**
 * Shown on the order page the checkout leads to: the order is placed and paid, its number, and
 * what comes next.
 */
export function PlacedNotice({
  order,
  payment,
}: {
  order: OrderView;
  payment: OrderPayment | undefined;
}) {
  const paid = payment?.payment?.status === 'succeeded' ? payment.payment : null;
  const unanswered = order.state === 'placed' && order.actions.includes('answer_requirements');
  return (
    <section
      aria-labelledby="order-placed"
      className="flex items-start gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-emerald-600">
        <Icon name="checkCircle" className="size-7" />
      </span>
      <div className="min-w-0 space-y-1.5 text-sm text-emerald-950">
        <h2 id="order-placed" className="text-lg font-bold">
          Your order is placed
        </h2>
        <p>
          Order number <strong className="font-mono">{order.number}</strong>
          {paid && payment && (
            <>
              {' '}
              · {formatCents(payment.total)} paid with {cardLabel(paid)}
            </>
          )}
        </p>
        <p className="font-medium">
          {unanswered
            ? `${order.seller.name} starts once you answer the requirements.`
            : order.state === 'in_progress'
              ? `${order.seller.name} has started: the order is due in ${dayCount(order.package.deliveryDays)}.`
              : null}
        </p>
        {unanswered && (
          <a
            href={`#${ANSWER_ANCHOR}`}
            className="inline-flex items-center gap-1.5 font-semibold text-emerald-900 underline underline-offset-2"
          >
            Answer the requirements
            <Icon name="arrowRight" className="size-4" />
          </a>
        )}
      </div>
    </section>
  );
}
