import { useParams } from 'react-router';
import { ResultsView } from './components/results-view';

/** /search/:keyword: the gigs whose name holds the keyword, with filters, sort and pages. */
export function Component() {
  const { keyword = '' } = useParams();
  // A new keyword is a new search: the results start from loading, not from the last keyword's.
  return <SearchPage key={keyword} keyword={keyword} />;
}

export function SearchPage({ keyword }: { keyword: string }) {
  const heading = `Results for "${keyword}"`;
  return (
    <>
      <title>{`${heading} | Giglane`}</title>
      <ResultsView scope={{ keyword }} heading={heading} />
    </>
  );
}
