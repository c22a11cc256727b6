import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { NotFoundNotice, PageNotice } from '../../components/page-notice';
import { categoryQueries, type MenuEntry } from '../../lib/api/categories';
import { searchQueries, type SearchRequest } from '../../lib/api/search';
import { parseRouteId, useRouteId } from '../../lib/route-id';
import { loaderCache } from '../query-client';
import { CategoryBanner } from '../../features/category/components/category-banner';
import { ExploreGroups } from '../../features/category/components/explore-groups';
import { HowItWorks } from '../../features/category/components/how-it-works';
import { PopularSlider } from '../../features/category/components/popular-slider';
import { RelatedServices } from '../../features/category/components/related-services';

/** The slider's tiles (spec §2). */
const POPULAR_TILES = 9;
/** Gigs read for the related-services tags: more titles give more distinct phrases. */
const PHRASE_SOURCE = 24;

/** The category's most ordered gigs; the results' total counts every gig of the category. */
const popularSearch = (categoryId: number): SearchRequest => ({
  categoryId,
  sort: 'best-selling',
  pageSize: PHRASE_SOURCE,
});

/** The category and its popular gigs. A failed load is the page's to show: prefetching never throws. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.id);
  if (id === undefined) return null;
  await Promise.all([
    loaderCache().prefetchQuery(categoryQueries.menuEntry(id)),
    loaderCache().prefetchQuery(searchQueries.results(popularSearch(id))),
  ]);
  return null;
}

/** /jobtype/:id. A path that is not an id names no category. */
export function Component() {
  const id = useRouteId();
  if (id === undefined) return <CategoryNotFound />;
  return <CategoryPage key={id} id={id} />;
}

export function CategoryPage({ id }: { id: number }) {
  const category = useQuery(categoryQueries.menuEntry(id));
  if (category.isPending) return <CategorySkeleton />;
  if (category.isError)
    return (
      <PageNotice title="Something went wrong">
        <p className="mt-3 text-slate-600">
          We couldn&apos;t load this category. Check your connection and try again.
        </p>
        <button
          type="button"
          onClick={() => void category.refetch()}
          className="mt-8 rounded-lg bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800"
        >
          Try again
        </button>
      </PageNotice>
    );
  if (!category.data) return <CategoryNotFound />;
  return <CategoryContent category={category.data} />;
}

function CategoryContent({ category }: { category: MenuEntry }) {
  const popular = useQuery(searchQueries.results(popularSearch(category.id)));
  const howItWorks = useRef<HTMLHeadingElement>(null);
  useScrollToGroup();

  const showHowItWorks = () => {
    howItWorks.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    howItWorks.current?.focus({ preventScroll: true });
  };

  return (
    <div className="pb-20">
      <title>{`${category.name} | Giglane`}</title>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:pt-8">
        <CategoryBanner
          category={category}
          serviceCount={popular.data?.total}
          onHowItWorks={showHowItWorks}
        />
      </div>
      <div className="mx-auto max-w-7xl space-y-16 px-4 pt-14 sm:px-6 lg:space-y-20 lg:pt-16">
        <PopularSlider
          categoryName={category.name}
          cards={popular.data?.cards.slice(0, POPULAR_TILES)}
          count={POPULAR_TILES}
          isError={popular.isError}
          onRetry={() => void popular.refetch()}
        />
        <ExploreGroups category={category} />
        <HowItWorks headingRef={howItWorks} categoryName={category.name} />
        <RelatedServices
          categoryName={category.name}
          titles={popular.data?.cards.map((card) => card.gig.name)}
        />
      </div>
    </div>
  );
}

/**
 * The gig page's breadcrumb links to `#group-{id}`: the groups appear only once the category has
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

function CategorySkeleton() {
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

function CategoryNotFound() {
  return (
    <NotFoundNotice title="Category not found">
      This category doesn&apos;t exist or is no longer offered. The menu above lists every one.
    </NotFoundNotice>
  );
}
