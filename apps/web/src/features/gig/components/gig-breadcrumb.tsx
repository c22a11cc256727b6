import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
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
            {index > 0 && (
              <svg
                viewBox="0 0 20 20"
                className="size-3.5 text-slate-400"
                fill="currentColor"
                aria-hidden
              >
                <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
              </svg>
            )}
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
