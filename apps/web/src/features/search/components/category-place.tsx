import { Link } from 'react-router';
import type { CategoryGroup, MenuEntry } from '@giglane/contract/categories';

export type DetailPlace = { type: MenuEntry; group: CategoryGroup; detailId: number };

/** Where a detail type sits in the menu: its first group (a detail may be in several). */
export function placeOfDetail(
  menu: readonly MenuEntry[],
  detailId: number,
): DetailPlace | undefined {
  for (const type of menu)
    for (const group of type.dsNhomChiTietLoai)
      if (group.dsChiTietLoai.some((detail) => detail.id === detailId))
        return { type, group, detailId };
  return undefined;
}

/** Job type › group, leading back up to the job type page and the group's place on it. */
export function CategoryBreadcrumb({ place }: { place: DetailPlace }) {
  const crumbs = [
    { label: 'Home', to: '/home' },
    { label: place.type.tenLoaiCongViec, to: `/jobtype/${place.type.id}` },
    { label: place.group.tenNhom, to: `/jobtype/${place.type.id}#group-${place.group.id}` },
  ];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.to} className="flex items-center gap-1.5">
            {index > 0 && (
              <span aria-hidden className="text-slate-400">
                /
              </span>
            )}
            <Link
              to={crumb.to}
              className="font-medium text-slate-600 hover:text-brand-700 hover:underline"
            >
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The other detail types of the same group, under the Category menu's own choices. */
export function RelatedCategories({ place }: { place: DetailPlace }) {
  const others = place.group.dsChiTietLoai.filter((detail) => detail.id !== place.detailId);
  if (others.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      <p className="text-xs font-bold uppercase tracking-wide text-slate-500">
        More in {place.group.tenNhom}
      </p>
      <ul className="mt-2 space-y-1">
        {others.map((detail) => (
          <li key={detail.id}>
            <Link
              to={`/categories/${detail.id}`}
              className="block rounded-md px-2 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
            >
              {detail.tenChiTiet}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
