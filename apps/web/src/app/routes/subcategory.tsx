import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { limits } from '@giglane/contract/ui-text';
import { NotFoundNotice } from '../../components/page-notice';
import { readSearchState, searchRequest } from '../../features/search/utils/search-state';
import { categoryQueries } from '../../lib/api/categories';
import { ApiError } from '../../lib/api/client';
import { searchQueries } from '../../lib/api/search';
import { parseRouteId, useRouteId } from '../../lib/route-id';
import { loaderCache } from '../query-client';
import {
  SubcategoryBreadcrumb,
  RelatedSubcategories,
  placeOfSubcategory,
} from '../../features/search/components/subcategory-place';
import { ResultsView } from '../../features/search/components/results-view';

export { shouldRevalidate } from './results-revalidation';

/**
 * The subcategory's name, its place in the menu and its first results. A failed load is the
 * page's to show: prefetching never throws.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseRouteId(params.id);
  if (id === undefined) return null;
  const state = readSearchState(new URL(request.url).searchParams);
  await Promise.all([
    loaderCache().prefetchQuery(categoryQueries.subcategory(id)),
    loaderCache().prefetchQuery(categoryQueries.menu()),
    loaderCache().prefetchQuery(
      searchQueries.results(searchRequest({ subcategoryId: id }, state, limits.cardPageSize)),
    ),
  ]);
  return null;
}

/** /categories/:id: the gigs of one subcategory. A path that is not an id names none. */
export function Component() {
  const id = useRouteId();
  if (id === undefined) return <SubcategoryNotFound />;
  return <SubcategoryPage key={id} id={id} />;
}

export function SubcategoryPage({ id }: { id: number }) {
  const subcategory = useQuery(categoryQueries.subcategory(id));
  const { data: menu } = useQuery(categoryQueries.menu());
  const place = menu ? placeOfSubcategory(menu, id) : undefined;

  if (
    subcategory.isError &&
    subcategory.error instanceof ApiError &&
    subcategory.error.status < 500
  )
    return <SubcategoryNotFound />;
  const name = subcategory.data?.name;

  return (
    <>
      {name && <title>{`${name} | Giglane`}</title>}
      <ResultsView
        scope={{ subcategoryId: id }}
        above={place && <SubcategoryBreadcrumb place={place} />}
        heading={
          name ??
          (subcategory.isError ? (
            // The name could not be read; the results below are still the category's.
            'Services in this category'
          ) : (
            <span className="block h-9 w-72 max-w-full animate-pulse rounded-lg bg-slate-100">
              <span className="sr-only">Loading the category…</span>
            </span>
          ))
        }
        relatedSubcategories={place && <RelatedSubcategories place={place} />}
      />
    </>
  );
}

function SubcategoryNotFound() {
  return (
    <NotFoundNotice title="Category not found">
      This category doesn&apos;t exist or was renamed. The menu above lists every category.
    </NotFoundNotice>
  );
}
