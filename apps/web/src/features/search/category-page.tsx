import { NotFoundNotice } from '../../components/page-notice';
import { useMenu } from '../../components/site-header/use-menu';
import { ApiError } from '../../lib/api/client';
import { useRouteId } from '../../lib/route-id';
import { useDetailType } from './api/get-detail-type';
import { CategoryBreadcrumb, RelatedCategories, placeOfDetail } from './components/category-place';
import { ResultsView } from './components/results-view';

/** /categories/:id: the gigs of one detail type. A path that is not an id names none. */
export function Component() {
  const id = useRouteId();
  if (id === undefined) return <CategoryNotFound />;
  return <CategoryPage key={id} id={id} />;
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
    <NotFoundNotice title="Category not found">
      This category doesn&apos;t exist or was renamed. The menu above lists every category.
    </NotFoundNotice>
  );
}
