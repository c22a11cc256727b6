import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { Logo } from '../../../components/logo';
import { AmountLine, cardLabel, TestModeNotice } from '../../../components/money';
import type { OrderView } from '../../../lib/api/orders';
import type { OrderPayment } from '../../../lib/api/payments';
import { readableInstant } from '../../../lib/dates';
import { TIER_NAMES } from '../../../lib/packages';

/**
 * A paid order's receipt, made to print on one page: the marketplace, the receipt's number and
 * date, who paid whom for what, the amounts, the card and any refund. The page's own controls
 * and the site's header and footer stay off paper.
 */
export function Receipt({ order, payment }: { order: OrderView; payment: OrderPayment }) {
  const paid = payment.payment?.status === 'succeeded' ? payment.payment : null;
  if (!paid?.receiptNumber || !paid.paidAt)
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <title>{`Receipt of order ${order.number} | Giglane`}</title>
        <h1 className="text-2xl font-bold text-slate-900">No receipt yet</h1>
        <p className="mt-3 text-slate-600">
          Order {order.number} has not been paid through Giglane, so there is no receipt for it.
        </p>
        <BackToOrder order={order} className="mt-8" />
      </div>
    );
  return (
    <div className="min-h-full bg-slate-50 print:bg-white">
      <title>{`Receipt ${paid.receiptNumber} | Giglane`}</title>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12 print:max-w-none print:p-0">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <BackToOrder order={order} />
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-bold text-white shadow-sm hover:bg-brand-800"
          >
            <Icon name="download" className="size-4" />
            Print or save as PDF
          </button>
        </div>
        <article
          aria-labelledby="receipt-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
        >
          <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-200 pb-6">
            <div>
              <Logo />
              <address className="mt-2 text-sm not-italic leading-relaxed text-slate-600">
                Giglane marketplace
                <br />
                {window.location.host}
              </address>
            </div>
            <div className="text-left sm:text-right">
              <h1 id="receipt-title" className="text-2xl font-bold text-slate-900">
                Receipt
              </h1>
              <dl className="mt-2 space-y-1 text-sm">
                <Fact term="Receipt number" value={paid.receiptNumber} mono />
                <Fact term="Date paid" value={readableInstant(paid.paidAt, { time: true })} />
                <Fact term="Order" value={order.number} mono />
              </dl>
            </div>
          </header>

          <section className="grid gap-6 border-b border-slate-200 py-6 sm:grid-cols-2">
            <Party title="Billed to" name={order.buyer.name} />
            <Party title="Seller" name={order.seller.name} />
          </section>

          <section aria-labelledby="receipt-items" className="py-6">
            <h2
              id="receipt-items"
              className="text-sm font-bold uppercase tracking-wide text-slate-500"
            >
              Order
            </h2>
            <p className="mt-2 font-semibold text-slate-900">{order.gig.title}</p>
            <p className="mt-0.5 text-sm text-slate-600">
              {TIER_NAMES[order.package.tier]} package: {order.package.name}
            </p>
            <dl className="mt-5 space-y-2.5 text-sm">
              {payment.lines.map((line) => (
                <AmountLine key={line.name} term={line.name} cents={line.amount} />
              ))}
              <AmountLine term={`Total paid (${payment.currency})`} cents={payment.total} total />
            </dl>
          </section>

          {payment.refunds.length > 0 && (
            <section aria-labelledby="receipt-refunds" className="border-t border-slate-200 py-6">
              <h2
                id="receipt-refunds"
                className="text-sm font-bold uppercase tracking-wide text-slate-500"
              >
                Refunds
              </h2>
              <dl className="mt-3 space-y-2 text-sm">
                {payment.refunds.map((refund) => (
                  <AmountLine
                    key={refund.id}
                    term={`${readableInstant(refund.at)}${refund.status === 'pending' ? ' (on its way)' : ''}`}
                    cents={-refund.amount}
                  />
                ))}
                <AmountLine term="Net paid" cents={payment.total - payment.refunded} total />
              </dl>
            </section>
          )}

          <section className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 text-sm text-slate-600">
            <p>
              Paid with <strong className="text-slate-900">{cardLabel(paid)}</strong>
            </p>
            {paid.reference && (
              <p>
                Reference <span className="font-mono text-slate-900">{paid.reference}</span>
              </p>
            )}
          </section>
          <TestModeNotice mode={payment.mode} notice={payment.notice} className="mt-6">
            <p className="mt-0.5">This receipt records a payment of the test processor.</p>
          </TestModeNotice>
          <p className="mt-6 text-xs leading-relaxed text-slate-500">
            Giglane holds the payment until the order is completed, then pays the seller less the
            marketplace&apos;s commission. A cancelled order is refunded to the card.
          </p>
        </article>
      </div>
    </div>
  );
}

function BackToOrder({ order, className = '' }: { order: OrderView; className?: string }) {
  return (
    <Link
      to={pagePaths.order(order.id)}
      className={`text-sm font-semibold text-slate-500 hover:text-brand-700 ${className}`}
    >
      ← Order {order.number}
    </Link>
  );
}

function Fact({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="flex gap-2 sm:justify-end">
      <dt className="text-slate-500">{term}</dt>
      <dd className={`font-semibold text-slate-900 ${mono ? 'font-mono' : ''}`}>{value}</dd>
    </div>
  );
}

function Party({ title, name }: { title: string; name: string }) {
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wide text-slate-500">{title}</h2>
      <p className="mt-1.5 font-semibold text-slate-900">{name}</p>
    </div>
  );
}
