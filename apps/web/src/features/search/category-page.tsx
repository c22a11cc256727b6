import { Link, useParams } from 'react-router';
import { INT_MAX } from '@giglane/contract/wire-values';
import { useMenu } from '../../components/site-header/use-menu';
import { ApiError } from '../../lib/api-client';
import { useDetailType } from './api/get-detail-type';
import { CategoryBreadcrumb, RelatedCategories, placeOfDetail } from './components/category-place';
import { ResultsView } from './components/results-view';

/** /categories/:id: the gigs of one detail type. A path that is not an id names none. */
export function Component() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id) || Number(id) < 1 || Number(id) > INT_MAX) return <CategoryNotFound />;
  return <CategoryPage key={id} id={Number(id)} />;
}

export function CategoryPage({ id }: { id: number }) {
  const detail = useDetailType(id);
  const { data: menu } = useMenu();
  const place = menu ? placeOfDetail(menu, id) : undefined;

  if (detail.isError && detail.error instanceof ApiError && detail.error.status < 500)
    return <CategoryNotFound />;
  const name = detail.data?.tenChiTiet;

  return (
    <>
      {name && <title>{`${name} | Giglane`}</title>}
      <ResultsView
        scope={{ detailId: id }}
        above={place && <CategoryBreadcrumb place={place} />}
        heading={
          name ??
          (detail.isError ? (
            // The name could not be read; the results below are still the category's.
            'Services in this category'
          ) : (
            <span className="block h-9 w-72 max-w-full animate-pulse rounded-lg bg-slate-100">
              <span className="sr-only">Loading the category…</span>
            </span>
          ))
        }
        relatedCategories={place && <RelatedCategories place={place} />}
      />
    </>
  );
}

function CategoryNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Category not found | Giglane</title>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Category not found</h1>
      <p className="mt-3 text-slate-600">
        This category doesn&apos;t exist or was renamed. The menu above lists every category.
      </p>
      <Link
        to="/home"
        className="mt-8 rounded-lg bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800"
      >
        Back to home
      </Link>
    </div>
  );
}
