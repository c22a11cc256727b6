import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { notices } from '@giglane/contract/ui-text';
import { useNotifications } from '../../../components/notifications';
import { OrderStateBadge } from '../../../components/order-state-badge';
import { StarRating } from '../../../components/star-rating';
import { orderQueries, useDeleteOrder, type OrderedGig } from '../../../lib/api/orders';
import { readableDate } from '../../../lib/dates';
import { deliveryLabel, ownName, revisionsLabel, TIER_NAMES } from '../../../lib/packages';

/**
 * The right side of the profile: the user's orders as the specification's cards, each with the
 * package it bought (its tier, description and price as they were at purchase, not the gig's Basic
 * package today), its state, a link to its page, and the DEL button while it may be cancelled.
 */
export function OrderedGigs() {
  const ordered = useQuery(orderQueries.mine());
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
            Hired services
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            The services you have hired on Giglane, with their status.
          </p>
        </div>
        {ordered.data && ordered.data.length > 0 && (
          <p className="flex items-center gap-3 text-sm font-medium text-slate-600">
            {ordered.data.length === 1 ? '1 service' : `${ordered.data.length} services`}
            <Link
              to={pagePaths.buyerOrders()}
              className="font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              My orders
            </Link>
          </p>
        )}
      </div>
      <div className="mt-6">
        {ordered.isPending ? (
          <OrderedSkeleton />
        ) : ordered.isError ? (
          <LoadError onRetry={() => void ordered.refetch()} />
        ) : ordered.data.length === 0 ? (
          <NothingOrdered />
        ) : (
          <ul className="space-y-4">
            {ordered.data.map((order) => (
              <li key={order.id}>
                <OrderedGigCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * The buyer may cancel an order until it starts (the server's rule: it answers 409 after), so DEL
 * shows only then, and cancels.
 */
const cancellable = (order: OrderedGig) => order.state === 'placed';

function OrderedGigCard({ order }: { order: OrderedGig }) {
  const { confirm, notify } = useNotifications();
  const remove = useDeleteOrder();
  const titleId = useId();
  const { gig, package: bought } = order;
  const packageName = ownName(bought);
  const orderedOn = readableDate(order.orderedOn);

  const onDelete = async () => {
    if (!(await confirm(`Cancel your order of "${gig.name}"?`))) return;
    remove.mutate(order.id, { onError: () => notify(notices.fail, 'error') });
  };

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={remove.isPending || undefined}
      className={`group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md sm:flex-row ${
        remove.isPending ? 'opacity-60' : ''
      }`}
    >
      <Link
        to={pagePaths.gig(gig.id)}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-[16/9] shrink-0 overflow-hidden bg-slate-100 sm:m-4 sm:mr-0 sm:w-56 sm:self-start sm:rounded-lg"
      >
        <img
          src={gig.image}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 text-base font-semibold leading-snug text-slate-900">
            <Link to={pagePaths.gig(gig.id)} className="hover:text-brand-700 hover:underline">
              {gig.name}
            </Link>
          </h3>
          <OrderStateBadge state={order.state} />
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-800">
            {TIER_NAMES[bought.tier]}
          </span>
          {packageName && (
            <span className="min-w-0 font-semibold text-slate-800 [overflow-wrap:anywhere]">
              {packageName}
            </span>
          )}
        </p>
        {bought.description && (
          <p className="mt-1.5 line-clamp-2 text-sm text-slate-600">{bought.description}</p>
        )}
        <p className="mt-1.5 text-xs text-slate-500">
          {deliveryLabel(bought.deliveryDays)} · {revisionsLabel(bought.revisions)}
        </p>
        <div className="mt-2 flex items-center gap-1.5 text-sm">
          <StarRating value={gig.stars} />
          <span className="font-bold text-amber-600">{gig.stars}</span>
          <span className="text-slate-500">({gig.ratingCount.toLocaleString('en-US')})</span>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 sm:mt-4">
          <p className="text-sm text-slate-500">
            Hired on{' '}
            {orderedOn.iso ? (
              <time dateTime={orderedOn.iso} className="font-medium text-slate-700">
                {orderedOn.text}
              </time>
            ) : (
              <span className="font-medium text-slate-700">{orderedOn.text}</span>
            )}
          </p>
          <div className="flex items-center gap-4">
            <p className="text-lg font-bold text-slate-900">
              <span className="sr-only">Price </span>${bought.price.toLocaleString('en-US')}
            </p>
            <Link
              to={pagePaths.order(order.id)}
              className="flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 transition hover:bg-slate-50"
            >
              View order<span className="sr-only"> of {gig.name}</span>
            </Link>
            {cancellable(order) && (
              <button
                type="button"
                onClick={() => void onDelete()}
                disabled={remove.isPending}
                className="h-9 rounded-lg border border-rose-300 px-4 text-sm font-bold tracking-wide text-rose-700 transition hover:border-rose-600 hover:bg-rose-600 hover:text-white disabled:cursor-wait disabled:opacity-60"
              >
                {remove.isPending ? 'Cancelling…' : 'DEL'}
                <span className="sr-only">: cancel the order of {gig.name}</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

function NothingOrdered() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <svg viewBox="0 0 120 96" className="h-24 w-auto" aria-hidden>
        <rect x="14" y="22" width="92" height="64" rx="10" fill="#ccfbf1" />
        <path
          d="M44 22v-4a16 16 0 0 1 32 0v4"
          fill="none"
          stroke="#0f766e"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="60" cy="54" r="16" fill="#ffffff" />
        <path d="M60 46v16M52 54h16" stroke="#0d9488" strokeWidth="4.5" strokeLinecap="round" />
        <circle cx="102" cy="18" r="5" fill="#a3e635" />
        <circle cx="14" cy="12" r="3.5" fill="#a3e635" />
      </svg>
      <h3 className="mt-5 text-lg font-bold text-slate-900">
        You haven&apos;t hired any services yet
      </h3>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">
        Buying a service is the quickest way to get your project moving. Explore gigs from talented
        freelancers — logo design, websites, video editing and much more — and hire one in a few
        clicks.
      </p>
      <Link
        to={pagePatterns.landing}
        className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-bold text-white transition hover:bg-brand-800"
      >
        Browse services
      </Link>
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <p className="font-semibold text-slate-900">We couldn&apos;t load your hired services.</p>
      <p className="mt-1 text-sm text-slate-600">Check your connection and try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        Try again
      </button>
    </div>
  );
}

function OrderedSkeleton() {
  return (
    <ul className="space-y-4" aria-busy="true" aria-label="Loading your hired services">
      {[0, 1].map((index) => (
        <li
          key={index}
          className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white sm:flex-row"
          aria-hidden
        >
          <div className="aspect-[16/9] shrink-0 animate-pulse bg-slate-100 sm:m-4 sm:mr-0 sm:w-56 sm:self-start sm:rounded-lg" />
          <div className="flex-1 space-y-3 p-5">
            <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-full animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="h-8 w-full animate-pulse rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
