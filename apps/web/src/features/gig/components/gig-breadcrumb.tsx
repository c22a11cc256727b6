import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { categoryQueries } from '../../../lib/api/categories';
import type { GigCard } from '../../../lib/api/gigs';

/**
 * Category › group › subcategory. The card carries only the names and the subcategory's id, so
 * the category comes from the menu (already loaded by the header): the category links to its own
 * page, the group to its place on that page, and the subcategory to its result list. Until the
 * menu is there, all three lead to the subcategory's results, which are never wrong.
 */
export function GigBreadcrumb({ card }: { card: GigCard }) {
  const { data: menu } = useQuery(categoryQueries.menu());
  const subcategoryId = card.gig.subcategoryId;
  const subcategoryLink = pagePaths.subcategory(subcategoryId);

  let categoryLink = subcategoryLink;
  let groupLink = subcategoryLink;
  for (const category of menu ?? []) {
    if (category.name !== card.categoryName) continue;
    // A subcategory may sit in several groups: prefer the one the card names.
    const groups = category.groups.filter((group) =>
      group.subcategories.some((subcategory) => subcategory.id === subcategoryId),
    );
    const group = groups.find((candidate) => candidate.name === card.groupName) ?? groups[0];
    if (!group) continue;
    categoryLink = pagePaths.category(category.id);
    groupLink = pagePaths.categoryGroup(category.id, group.id);
    break;
  }

  const crumbs = [
    { label: card.categoryName, to: categoryLink },
    { label: card.groupName, to: groupLink },
    { label: card.subcategoryName, to: subcategoryLink },
  ];

  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={index} className="flex items-center gap-1.5">
            {index > 0 && <Icon name="chevronRightSolid" className="size-3.5 text-slate-400" />}
            <Link
              to={crumb.to}
              className="font-medium text-brand-700 hover:text-brand-900 hover:underline"
            >
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
