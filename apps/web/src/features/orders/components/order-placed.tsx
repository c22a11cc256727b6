import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import type { OrderView } from '../../../lib/api/orders';
import { dayCount, formatPrice } from '../../../lib/packages';
import { PaymentNote } from './order-parts';

/** What the checkout shows once the order is placed: its number, what comes next, and its page. */
export function OrderPlaced({ order }: { order: OrderView }) {
  const unanswered = order.actions.includes('answer_requirements');
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <title>{`Order ${order.number} placed | Giglane`}</title>
      <section
        aria-labelledby="order-placed"
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
      >
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <Icon name="checkCircle" className="size-10" />
        </span>
        <h1 id="order-placed" className="mt-5 text-2xl font-bold text-slate-900">
          Your order is placed
        </h1>
        <p className="mt-2 text-slate-600">
          Order number <strong className="font-mono text-lg text-slate-900">{order.number}</strong>
        </p>
        <p className="mt-4 text-sm leading-relaxed text-slate-600">
          {order.gig.title} · {order.package.name} · {formatPrice(order.total)}
        </p>
        <p className="mt-4 text-sm font-medium text-slate-700">
          {unanswered
            ? `${order.seller.name} starts once you answer the requirements on the order's page.`
            : `${order.seller.name} has started: the order is due in ${dayCount(order.package.deliveryDays)}.`}
        </p>
        <Link
          to={pagePaths.order(order.id)}
          className="mt-7 inline-flex h-12 items-center gap-2 rounded-lg bg-brand-700 px-6 text-[0.95rem] font-bold text-white shadow-sm transition hover:bg-brand-800"
        >
          {unanswered ? 'Answer the requirements' : 'View your order'}
          <Icon name="arrowRight" className="size-4" />
        </Link>
        <PaymentNote className="mt-7 text-left" />
      </section>
    </div>
  );
}
