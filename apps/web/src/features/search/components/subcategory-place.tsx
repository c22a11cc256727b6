import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import type { CategoryGroup, MenuEntry } from '../../../lib/api/categories';

export type SubcategoryPlace = { category: MenuEntry; group: CategoryGroup; subcategoryId: number };

/** Where a subcategory sits in the menu: its first group (a subcategory may be in several). */
export function placeOfSubcategory(
  menu: readonly MenuEntry[],
  subcategoryId: number,
): SubcategoryPlace | undefined {
  for (const category of menu)
    for (const group of category.groups)
      if (group.subcategories.some((subcategory) => subcategory.id === subcategoryId))
        return { category, group, subcategoryId };
  return undefined;
}

/** Category › group, leading back up to the category page and the group's place on it. */
export function SubcategoryBreadcrumb({ place }: { place: SubcategoryPlace }) {
  const crumbs = [
    { label: 'Home', to: pagePaths.home() },
    { label: place.category.name, to: pagePaths.category(place.category.id) },
    { label: place.group.name, to: pagePaths.categoryGroup(place.category.id, place.group.id) },
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

/** The other subcategories of the same group, under the Category menu's own choices. */
export function RelatedSubcategories({ place }: { place: SubcategoryPlace }) {
  const others = place.group.subcategories.filter(
    (subcategory) => subcategory.id !== place.subcategoryId,
  );
  if (others.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      <p className="text-xs font-bold uppercase tracking-wide text-slate-500">
        More in {place.group.name}
      </p>
      <ul className="mt-2 space-y-1">
        {others.map((subcategory) => (
          <li key={subcategory.id}>
            <Link
              to={pagePaths.subcategory(subcategory.id)}
              className="block rounded-md px-2 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
            >
              {subcategory.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
