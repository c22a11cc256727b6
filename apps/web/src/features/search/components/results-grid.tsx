import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { limits } from '@giglane/contract/ui-text';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { GigCard } from '../../../components/gig-card';
import { ApiError } from '../../../lib/api/client';
import type { SearchResults } from '../../../lib/api/search';
import type { SearchScope } from '../utils/search-state';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Cards in the first row load at once; the rest wait until they are scrolled near. */
const EAGER_CARDS = 4;

type ResultsGridProps = {
  results: UseQueryResult<SearchResults>;
  page: number;
  pageCount: number;
  filtered: boolean;
  lastPageHref: string;
  clearHref: string;
  scope: SearchScope;
};

export function ResultsGrid({
  results,
  page,
  pageCount,
  filtered,
  lastPageHref,
  clearHref,
  scope,
}: ResultsGridProps) {
  if (results.isPending) return <GridSkeleton />;
  if (results.isError) {
    // A hand-edited address can hold a filter the server refuses.
    const refused = results.error instanceof ApiError && results.error.status === 400;
    return refused ? (
      <Notice
        title="Some filters in this address aren't valid"
        action={<ActionLink to={clearHref}>Show results without filters</ActionLink>}
      >
        The link may be cut short or edited by hand.
      </Notice>
    ) : (
      <Notice
        title="We couldn't load these services"
        action={
          <button type="button" onClick={() => void results.refetch()} className={actionClass}>
            Try again
          </button>
        }
      >
        Check your connection and try again.
      </Notice>
    );
  }

  const found = results.data;
  if (found.total === 0)
    return filtered ? (
      <Notice
        title="No services match these filters"
        action={<ActionLink to={clearHref}>Clear all filters</ActionLink>}
      >
        Try fewer filters, a wider budget or a longer delivery time.
      </Notice>
    ) : (
      <Notice
        title={
          'keyword' in scope
            ? `No services found for "${scope.keyword}"`
            : 'No services in this category yet'
        }
        action={<ActionLink to={pagePaths.home()}>Explore categories</ActionLink>}
      >
        {'keyword' in scope
          ? 'Check the spelling, or try a shorter or more general word such as "logo" or "website".'
          : 'Sellers have not listed services here yet. Browse the other categories in the meantime.'}
      </Notice>
    );
  if (found.cards.length === 0)
    return (
      <Notice
        title={`There is no page ${page}`}
        action={<ActionLink to={lastPageHref}>Go to page {pageCount}, the last one</ActionLink>}
      >
        These results fill {pageCount} {pageCount === 1 ? 'page' : 'pages'}.
      </Notice>
    );

  return (
    <>
      {/* Outlines the page for screen readers: the title, then the services, each card a level below. */}
      <h2 id="results-heading" className="sr-only">
        Services
      </h2>
      <ul
        aria-labelledby="results-heading"
        className={`${GRID} transition-opacity ${results.isPlaceholderData ? 'opacity-50' : ''}`}
        aria-busy={results.isPlaceholderData || undefined}
      >
        {found.cards.map((card, index) => (
          <li key={card.gig.id}>
            <GigCard
              card={card}
              sellerLevel={card.sellerLevel}
              pro={card.gig.pro}
              lazy={index >= EAGER_CARDS}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function GridSkeleton() {
  return (
    <div className={GRID} aria-busy="true" aria-label="Loading services">
      {Array.from({ length: limits.cardPageSize }, (_, index) => (
        <div
          key={index}
          aria-hidden
          className="overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          <div className="aspect-[16/9] animate-pulse bg-slate-100" />
          <div className="space-y-3 p-4">
            <div className="flex items-center gap-2">
              <div className="size-7 animate-pulse rounded-full bg-slate-100" />
              <div className="h-3.5 w-28 animate-pulse rounded bg-slate-100" />
            </div>
            <div className="h-4 w-11/12 animate-pulse rounded bg-slate-100" />
            <div className="h-3.5 w-16 animate-pulse rounded bg-slate-100" />
            <div className="ml-auto h-5 w-28 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

const actionClass =
  'inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-bold text-white transition hover:bg-brand-800';

function ActionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={actionClass}>
      {children}
    </Link>
  );
}

function Notice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-16 text-center">
      <Icon name="noResults" className="size-16 text-brand-600" />
      <h2 className="mt-5 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md text-slate-600">{children}</p>
      <div className="mt-7">{action}</div>
    </div>
  );
}
