import { useId } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { NotFoundNotice, PageNotice } from '../../../components/page-notice';

/** The page's shape while the gig loads, so nothing jumps when it arrives. */
export function GigSkeleton() {
  return (
    <div
      className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10"
      aria-busy="true"
      aria-label="Loading the gig"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-12" aria-hidden>
        <div className="space-y-5">
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
          <div className="h-9 w-full animate-pulse rounded bg-slate-100" />
          <div className="flex items-center gap-3">
            <div className="size-12 animate-pulse rounded-full bg-slate-100" />
            <div className="h-4 w-48 animate-pulse rounded bg-slate-100" />
          </div>
          <div className="aspect-[16/9] w-full animate-pulse rounded-xl bg-slate-100" />
        </div>
        <div className="h-[26rem] animate-pulse rounded-xl bg-slate-100" />
      </div>
    </div>
  );
}

const lostIcon = <Icon name="lost" className="size-20 text-brand-600" />;

export function GigNotFound() {
  return (
    <NotFoundNotice title="Gig not found" icon={lostIcon}>
      This gig doesn&apos;t exist or is no longer offered. There are plenty of others to choose
      from.
    </NotFoundNotice>
  );
}

const unavailableReasons = {
  draft: 'It is not published yet: only its seller and admins see it.',
  paused: 'Its seller has paused it, so it cannot be ordered until they resume it.',
  archived: 'Its seller has removed it from Giglane, so it cannot be ordered again.',
} as const;

/**
 * Above a gig that is not listed, shown to those who may still read it (its seller, admins, its
 * past buyers): why it cannot be ordered, and where its orders are.
 */
export function GigUnavailable({ status }: { status: keyof typeof unavailableReasons }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-4 sm:px-5"
    >
      <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0">
        {/* Not a heading: it comes before the gig's title, the page's first heading. */}
        <p id={headingId} className="font-bold text-slate-900">
          Not available right now
        </p>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">
          {unavailableReasons[status]} Orders already placed are kept, with their messages,
          deliveries and reviews: find yours in{' '}
          <Link
            to={pagePaths.buyerOrders()}
            className="font-semibold text-brand-800 underline hover:text-brand-900"
          >
            My orders
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

export function GigLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageNotice title="Something went wrong" icon={lostIcon}>
      <p className="mt-3 text-slate-600">
        We couldn&apos;t load this gig. Check your connection and try again.
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800"
        >
          Try again
        </button>
        <Link
          to={pagePaths.home()}
          className="rounded-lg border border-slate-300 px-6 py-3 text-sm font-bold text-slate-800 hover:bg-slate-50"
        >
          Back to home
        </Link>
      </div>
    </PageNotice>
  );
}
