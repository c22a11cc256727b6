import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GigStatus } from '@giglane/contract/gig-offer-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { CountTabs } from '../../../components/count-tabs';
import { Icon } from '../../../components/icon';
import { refusalOf } from '../../../lib/refusal';
import { orderQueries } from '../../../lib/api/orders';
import { sellerGigQueries, type SellerGigRow } from '../../../lib/api/seller-gigs';
import { formatPrice } from '../../../lib/packages';
import { GigRow } from './gig-row';
import { LevelCard } from './level-card';
import { RowsSkeleton } from '../../../components/rows-skeleton';

type Filter = 'all' | GigStatus;

const filterLabels: Record<Filter, string> = {
  all: 'All gigs',
  active: 'Active',
  draft: 'Drafts',
  paused: 'Paused',
  archived: 'Archived',
};
/** Live gigs first, as sellers look for them first. */
const filters = Object.keys(filterLabels) as Filter[];

/** "My gigs": the seller's gigs in every status, filtered by status, with their actions. */
export function MyGigs() {
  const gigs = useQuery(sellerGigQueries.list());
  const [filter, setFilter] = useState<Filter>('all');

  return (
    <div className="min-h-full bg-slate-50">
      <title>My gigs | Giglane</title>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              Seller dashboard
            </p>
            <h1 className="mt-1 text-3xl font-bold text-slate-900">My gigs</h1>
            <p className="mt-1.5 text-slate-600">Create, edit and manage the services you offer.</p>
          </div>
          {/* A seller without gigs gets the invitation below instead. */}
          {gigs.data?.length !== 0 && <CreateGigLink />}
        </header>
        <LevelCard />

        {gigs.isPending ? (
          <RowsSkeleton label="Loading your gigs…" className="mt-8" />
        ) : gigs.isError ? (
          <div
            role="alert"
            className="mt-8 rounded-xl border border-rose-200 bg-white p-8 text-center"
          >
            <p className="font-semibold text-slate-900">Your gigs could not load.</p>
            <p className="mt-1 text-sm text-slate-600">
              {refusalOf(gigs.error) ?? 'Check your connection and try again.'}
            </p>
            <button
              type="button"
              onClick={() => void gigs.refetch()}
              className="mt-5 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              Try again
            </button>
          </div>
        ) : gigs.data.length === 0 ? (
          <FirstGig />
        ) : (
          <>
            <Summary gigs={gigs.data} />
            <FilterTabs gigs={gigs.data} filter={filter} onChange={setFilter} />
            <GigList
              gigs={gigs.data.filter((gig) => filter === 'all' || gig.status === filter)}
              filter={filter}
            />
          </>
        )}
      </div>
    </div>
  );
}

function CreateGigLink() {
  return (
    <Link
      to={pagePaths.newSellerGig()}
      className="inline-flex h-11 shrink-0 items-center justify-center gap-2 self-start rounded-lg bg-brand-700 px-5 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 sm:self-auto"
    >
      <Icon name="plus" className="size-5" />
      Create a new gig
    </Link>
  );
}

/**
 * The figures a seller checks first: what completed orders are worth (no payment is taken, so it
 * is not called earnings), what is being worked on, what is late, the queue buyers see on the gig
 * pages, what is live and how buyers rate it. The order figures link to their tab of Orders.
 */
function Summary({ gigs }: { gigs: SellerGigRow[] }) {
  const stats = useQuery(orderQueries.sellerStats());
  const active = gigs.filter((gig) => gig.status === 'active').length;
  // Archived gigs are gone from Giglane: they are no part of what the seller offers.
  const offered = gigs.filter((gig) => gig.status !== 'archived').length;
  const reviews = gigs.reduce((sum, gig) => sum + gig.ratingCount, 0);
  const stars = reviews
    ? gigs.reduce((sum, gig) => sum + gig.stars * gig.ratingCount, 0) / reviews
    : null;
  const figure = (value: (data: NonNullable<typeof stats.data>) => string) =>
    stats.data ? value(stats.data) : stats.isError ? '—' : '…';
  const figures: { label: string; value: string; href?: string; alert?: boolean }[] = [
    { label: "Completed orders' value", value: figure(({ earnings }) => formatPrice(earnings)) },
    {
      label: 'Active orders',
      value: figure(({ counts }) => String(counts.active)),
      href: pagePaths.sellerOrders('active'),
    },
    {
      label: 'Late',
      value: figure(({ counts }) => String(counts.late)),
      href: pagePaths.sellerOrders('late'),
      alert: (stats.data?.counts.late ?? 0) > 0,
    },
    { label: 'In queue', value: figure(({ queue }) => String(queue)) },
    { label: 'Active gigs', value: `${active} of ${offered}` },
    { label: 'Rating', value: stars === null ? '—' : `${stars.toFixed(1)} (${reviews})` },
  ];
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(({ label, value, href, alert }) => (
        <div
          key={label}
          className={`relative flex flex-col rounded-xl border bg-white px-4 py-3.5 ${
            alert ? 'border-rose-200' : 'border-slate-200'
          } ${href ? 'transition hover:border-brand-600' : ''}`}
        >
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {href ? (
              <Link to={href} className="after:absolute after:inset-0">
                {label}
              </Link>
            ) : (
              label
            )}
          </dt>
          {/* At the bottom, level with its neighbours' when a label takes two lines. */}
          <dd
            className={`mt-auto pt-1 text-xl font-bold ${alert ? 'text-rose-700' : 'text-slate-900'}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FilterTabs({
  gigs,
  filter,
  onChange,
}: {
  gigs: SellerGigRow[];
  filter: Filter;
  onChange: (filter: Filter) => void;
}) {
  return (
    <CountTabs
      label="Show gigs by status"
      className="mt-8"
      tabs={filters.map((status) => ({
        name: status,
        label: filterLabels[status],
        count: status === 'all' ? gigs.length : gigs.filter((gig) => gig.status === status).length,
      }))}
      current={filter}
      onSelect={onChange}
    />
  );
}

function GigList({ gigs, filter }: { gigs: SellerGigRow[]; filter: Filter }) {
  if (gigs.length === 0)
    return (
      <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
        No {filterLabels[filter].toLowerCase()} gigs right now.
      </p>
    );
  return (
    <div className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div
        aria-hidden
        className="hidden grid-cols-[minmax(0,1fr)_8rem_7rem_6rem_15rem] gap-4 border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:grid"
      >
        <span>Gig</span>
        <span>Price</span>
        <span>Rating</span>
        <span>Orders</span>
        <span className="text-right">Actions</span>
      </div>
      <ul className="divide-y divide-slate-200">
        {gigs.map((gig) => (
          <GigRow key={gig.id} gig={gig} />
        ))}
      </ul>
    </div>
  );
}

function FirstGig() {
  return (
    <section className="mt-8 flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="store" className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">Create your first gig</h2>
      <p className="mt-2 max-w-md text-slate-600">
        A gig is a service you sell: say what you will do, set up to three packages with their own
        price and delivery time, and show your work in pictures. Buyers find it in search once you
        publish it.
      </p>
      <div className="mt-7">
        <CreateGigLink />
      </div>
    </section>
  );
}
