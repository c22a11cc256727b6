import { useParams, type LoaderFunctionArgs } from 'react-router';
import { pageTitle, searchHeading } from '@giglane/contract/page-heads';
import { limits } from '@giglane/contract/ui-text';
import { ResultsView } from '../../features/search/components/results-view';
import { readSearchState, searchRequest } from '../../features/search/utils/search-state';
import { searchQueries } from '../../lib/api/search';
import { loaderCache } from '../query-client';

export { shouldRevalidate } from './results-revalidation';

/** The first results of the address. A failed load is the page's to show: prefetching never throws. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const state = readSearchState(new URL(request.url).searchParams);
  const scope = { keyword: params.keyword ?? '' };
  await loaderCache().prefetchQuery(
    searchQueries.results(searchRequest(scope, state, limits.cardPageSize)),
  );
  return null;
}

/** /search/:keyword: the gigs whose name holds the keyword, with filters, sort and pages. */
export function Component() {
  const { keyword = '' } = useParams();
  // A new keyword is a new search: the results start from loading, not from the last keyword's.
  return <SearchPage key={keyword} keyword={keyword} />;
}

export function SearchPage({ keyword }: { keyword: string }) {
  const heading = searchHeading(keyword);
  return (
    <>
      <title>{pageTitle(heading)}</title>
      <ResultsView scope={{ keyword }} heading={heading} />
    </>
  );
}
