import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ORDER_TABS, type OrderTab } from '@giglane/contract/order-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { CountTabs } from '../../../components/count-tabs';
import { Icon } from '../../../components/icon';
import { OrderStateBadge } from '../../../components/order-state-badge';
import { Pagination } from '../../../components/pagination';
import { orderQueries, type OrderRow, type OrderSide } from '../../../lib/api/orders';
import { readableInstant } from '../../../lib/dates';
import { formatPrice } from '../../../lib/packages';
import { refusalOf } from '../../../lib/refusal';
import { GigThumbnail } from './order-parts';
import { RowsSkeleton } from '../../../components/rows-skeleton';

const PAGE_SIZE = 10;

const tabLabels: Record<OrderTab, string> = {
  active: 'Active',
  late: 'Late',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const sides = {
  buyer: {
    title: 'My orders',
    kicker: 'Buying',
    intro: 'The gigs you ordered: answer requirements, check deliveries and review the work.',
    other: 'Seller',
    empty: 'Orders you place show here.',
    href: pagePaths.buyerOrders,
  },
  seller: {
    title: 'Orders',
    kicker: 'Seller dashboard',
    intro: 'Orders of your gigs: what to deliver, what buyers are checking, and what is done.',
    other: 'Buyer',
    empty: 'Orders of your gigs show here.',
    href: pagePaths.sellerOrders,
  },
} as const;

/** The tab and page an order list's address asks for; anything unknown reads as the default. */
function readListAddress(params: URLSearchParams): { tab: OrderTab; page: number } {
  const tab = ORDER_TABS.find((name) => name === params.get('tab')) ?? 'active';
  const page = Number(params.get('page'));
  return { tab, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/**
 * "My orders" (a buyer's) or "Orders" (a seller's): one tab at a time with every tab's count,
 * newest first, a page at a time from the server. The tab and page live in the address.
 */
export function OrderList({ side }: { side: OrderSide }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { tab, page } = readListAddress(params);
  const text = sides[side];
  const list = useQuery(orderQueries.list(side, { tab, page, size: PAGE_SIZE }));
  const counts = list.data?.counts;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.totalRow / PAGE_SIZE)) : 1;
  const pageHref = (number: number) =>
    `${pathname}?${new URLSearchParams({ tab, ...(number > 1 && { page: String(number) }) })}`;

  return (
    <div className="min-h-full bg-slate-50">
      <title>{`${text.title} | Giglane`}</title>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {text.kicker}
        </p>
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
          {side === 'buyer' && (
            <Link
              to={pagePaths.billing()}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <Icon name="receipt" className="size-4" />
              Billing and receipts
            </Link>
          )}
        </div>
        <p className="mt-1.5 text-slate-600">{text.intro}</p>

        <CountTabs
          label="Order tabs"
          className="mt-8"
          tabs={ORDER_TABS.map((name) => ({
            name,
            label: tabLabels[name],
            count: counts?.[name],
            alert: name === 'late',
          }))}
          current={tab}
          hrefOf={text.href}
        />

        {list.isPending ? (
          <RowsSkeleton label="Loading your orders…" className="mt-6" />
        ) : list.isError ? (
          <div
            role="alert"
            className="mt-6 rounded-xl border border-rose-200 bg-white p-8 text-center"
          >
            <p className="font-semibold text-slate-900">Your orders could not load.</p>
            <p className="mt-1 text-sm text-slate-600">
              {refusalOf(list.error) ?? 'Check your connection and try again.'}
            </p>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className="mt-5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              Try again
            </button>
          </div>
        ) : list.data.data.length === 0 ? (
          <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <Icon name="receipt" />
            </span>
            <p className="mt-4 font-semibold text-slate-900">
              No {tabLabels[tab].toLowerCase()} orders
            </p>
            <p className="mt-1 text-sm text-slate-600">{text.empty}</p>
            {side === 'buyer' && (
              <Link
                to={pagePaths.home()}
                className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-800"
              >
                Browse services
              </Link>
            )}
          </div>
        ) : (
          <>
            <div
              className={`mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white transition-opacity ${
                list.isPlaceholderData ? 'opacity-60' : ''
              }`}
            >
              <div
                aria-hidden
                className="hidden grid-cols-[minmax(0,1fr)_11rem_6rem_11rem_9rem] gap-4 border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:grid"
              >
                <span>Gig</span>
                <span>{text.other}</span>
                <span>Total</span>
                <span>{dateHeading[tab]}</span>
                <span>Status</span>
              </div>
              <ul aria-label={`${tabLabels[tab]} orders`} className="divide-y divide-slate-200">
                {list.data.data.map((order) => (
                  <OrderListRow key={order.id} order={order} side={side} tab={tab} />
                ))}
              </ul>
            </div>
            <div className="mt-6">
              <Pagination page={page} pageCount={pageCount} hrefFor={pageHref} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

const dateHeading: Record<OrderTab, string> = {
  active: 'Due',
  late: 'Due',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The date a tab sorts its attention by: when it is due, delivered, completed or cancelled. */
function dateOf(order: OrderRow, tab: OrderTab): string {
  const at = {
    active: order.dueAt,
    late: order.dueAt,
    delivered: order.deliveredAt,
    completed: order.completedAt,
    cancelled: order.cancelledAt,
  }[tab];
  if (at) return readableInstant(at, { time: tab === 'active' || tab === 'late' });
  return order.state === 'placed' ? 'After the requirements' : '—';
}

function OrderListRow({ order, side, tab }: { order: OrderRow; side: OrderSide; tab: OrderTab }) {
  const other = side === 'buyer' ? order.seller : order.buyer;
  return (
    <li className="relative grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 p-4 hover:bg-slate-50 sm:grid-cols-[7rem_minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_11rem_6rem_11rem_9rem] lg:items-center lg:px-5">
      <div className="contents lg:flex lg:min-w-0 lg:items-center lg:gap-4">
        <GigThumbnail gig={order.gig} className="row-span-3 w-full lg:row-span-1 lg:w-24" />
        <div className="min-w-0">
          <Link
            to={pagePaths.order(order.id)}
            className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
          >
            {order.gig.title}
          </Link>
          <p className="mt-1 text-xs text-slate-500">
            <span className="font-mono">{order.number}</span> · {order.package.name}
          </p>
        </div>
      </div>
      <p className="col-start-2 flex min-w-0 items-center gap-2 text-sm text-slate-700 lg:col-start-auto">
        <Avatar name={other.name} src={other.avatar} size={32} />
        <span className="min-w-0 truncate">
          <span className="sr-only">{side === 'buyer' ? 'Seller' : 'Buyer'}: </span>
          {other.name}
        </span>
      </p>
      <p className="col-start-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm lg:contents">
        <span className="font-bold text-slate-900">
          <span className="sr-only">Total </span>
          {formatPrice(order.total)}
        </span>
        <span className={order.late ? 'font-semibold text-rose-700' : 'text-slate-600'}>
          <span className="lg:sr-only">{dateHeading[tab]} </span>
          {dateOf(order, tab)}
        </span>
        <span>
          <OrderStateBadge state={order.state} late={order.late} />
        </span>
      </p>
    </li>
  );
}
