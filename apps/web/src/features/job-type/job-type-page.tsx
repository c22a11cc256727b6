import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { MenuEntry } from '@giglane/contract/categories';
import { NotFoundNotice, PageNotice } from '../../components/page-notice';
import { useRouteId } from '../../lib/route-id';
import { useJobType } from './api/get-job-type';
import { usePopularGigs } from './api/get-popular-gigs';
import { ExploreGroups } from './components/explore-groups';
import { HowItWorks } from './components/how-it-works';
import { JobTypeBanner } from './components/job-type-banner';
import { PopularSlider } from './components/popular-slider';
import { RelatedServices } from './components/related-services';

/** The slider's tiles (spec §2). */
const POPULAR_TILES = 9;
/** Gigs read for the related-services tags: more titles give more distinct phrases. */
const PHRASE_SOURCE = 24;

/** /jobtype/:id. A path that is not an id names no job type. */
export function Component() {
  const id = useRouteId();
  if (id === undefined) return <JobTypeNotFound />;
  return <JobTypePage key={id} id={id} />;
}

export function JobTypePage({ id }: { id: number }) {
  const jobType = useJobType(id);
  if (jobType.isPending) return <JobTypeSkeleton />;
  if (jobType.isError)
    return (
      <PageNotice title="Something went wrong">
        <p className="mt-3 text-slate-600">
          We couldn&apos;t load this category. Check your connection and try again.
        </p>
        <button
          type="button"
          onClick={() => void jobType.refetch()}
          className="mt-8 rounded-lg bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800"
        >
          Try again
        </button>
      </PageNotice>
    );
  if (!jobType.data) return <JobTypeNotFound />;
  return <JobTypeContent type={jobType.data} />;
}

function JobTypeContent({ type }: { type: MenuEntry }) {
  const popular = usePopularGigs(type.id, PHRASE_SOURCE);
  const howItWorks = useRef<HTMLHeadingElement>(null);
  useScrollToGroup();

  const showHowItWorks = () => {
    howItWorks.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    howItWorks.current?.focus({ preventScroll: true });
  };

  return (
    <div className="pb-20">
      <title>{`${type.tenLoaiCongViec} | Giglane`}</title>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:pt-8">
        <JobTypeBanner
          type={type}
          serviceCount={popular.data?.totalRow}
          onHowItWorks={showHowItWorks}
        />
      </div>
      <div className="mx-auto max-w-7xl space-y-16 px-4 pt-14 sm:px-6 lg:space-y-20 lg:pt-16">
        <PopularSlider
          typeName={type.tenLoaiCongViec}
          gigs={popular.data?.data.slice(0, POPULAR_TILES)}
          count={POPULAR_TILES}
          isError={popular.isError}
          onRetry={() => void popular.refetch()}
        />
        <ExploreGroups type={type} />
        <HowItWorks headingRef={howItWorks} typeName={type.tenLoaiCongViec} />
        <RelatedServices
          typeName={type.tenLoaiCongViec}
          titles={popular.data?.data.map((gig) => gig.congViec.tenCongViec)}
        />
      </div>
    </div>
  );
}

/**
 * The gig page's breadcrumb links to `#group-{id}`: the groups appear only once the job type has
 * loaded, after the browser looked for the anchor, so look again then.
 */
function useScrollToGroup() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#group-')) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

function JobTypeSkeleton() {
  return (
    <div
      className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:pt-8"
      aria-busy="true"
      aria-label="Loading the category"
    >
      <div className="h-72 animate-pulse rounded-3xl bg-slate-100" aria-hidden />
      <div className="mt-14 h-7 w-64 animate-pulse rounded bg-slate-100" aria-hidden />
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-4" aria-hidden>
        {[0, 1, 2, 3].map((tile) => (
          <div key={tile} className="aspect-[4/5] animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

function JobTypeNotFound() {
  return (
    <NotFoundNotice title="Category not found">
      This category doesn&apos;t exist or is no longer offered. The menu above lists every one.
    </NotFoundNotice>
  );
}
