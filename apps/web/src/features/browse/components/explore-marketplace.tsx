import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { categoryQueries } from '../../../lib/api/categories';

/** One tile of the marketplace. */
type Tile = {
  label: string;
  /** The category of that name opens its own page; without one, the tile is a search. */
  category?: string;
  keyword: string;
  icon: ReactNode;
};

/** Icons drawn on a 24 px grid: a lime spot behind teal strokes. */
const TILES: Tile[] = [
  {
    label: 'Graphics & Design',
    category: 'Graphics & Design',
    keyword: 'design',
    icon: (
      <>
        <circle cx="16.5" cy="7.5" r="6" className="fill-accent/45" stroke="none" />
        <path d="M12 3.5a8.5 8.5 0 1 0 0 17c1 0 1.6-.7 1.6-1.5 0-.5-.2-.8-.5-1.1-.3-.3-.5-.7-.5-1.2 0-.9.7-1.6 1.6-1.6h2a4.8 4.8 0 0 0 4.8-4.8c0-3.9-3.8-6.8-9-6.8z" />
        <circle cx="7.8" cy="11.5" r="1" fill="currentColor" />
        <circle cx="9.8" cy="7.6" r="1" fill="currentColor" />
        <circle cx="14.2" cy="7.6" r="1" fill="currentColor" />
      </>
    ),
  },
  {
    label: 'Digital Marketing',
    category: 'Digital Marketing',
    keyword: 'marketing',
    icon: (
      <>
        <circle cx="17" cy="7" r="6" className="fill-accent/45" stroke="none" />
        <path d="M3.5 10v4a1 1 0 0 0 1 1H7l6 4V5L7 9H4.5a1 1 0 0 0-1 1z" />
        <path d="M16.5 9a4.2 4.2 0 0 1 0 6M19 6.5a8 8 0 0 1 0 11" />
      </>
    ),
  },
  {
    label: 'Writing & Translation',
    category: 'Writing & Translation',
    keyword: 'copy',
    icon: (
      <>
        <circle cx="8" cy="16" r="6" className="fill-accent/45" stroke="none" />
        <path d="M6 3.5h8l4 4v13H6z" />
        <path d="M14 3.5v4h4M9 11.5h6M9 14.5h6M9 17.5h3.5" />
      </>
    ),
  },
  {
    label: 'Video & Animation',
    category: 'Video & Animation',
    keyword: 'video',
    icon: (
      <>
        <circle cx="17" cy="8" r="6" className="fill-accent/45" stroke="none" />
        <rect x="3" y="5" width="18" height="14" rx="2.5" />
        <path d="M10 9.3v5.4l4.6-2.7z" />
      </>
    ),
  },
  {
    label: 'Music & Audio',
    category: 'Music & Audio',
    keyword: 'audio',
    icon: (
      <>
        <circle cx="7" cy="8" r="6" className="fill-accent/45" stroke="none" />
        <path d="M9 17.5V6l11-2v11.5" />
        <circle cx="6.5" cy="17.5" r="2.5" />
        <circle cx="17.5" cy="15.5" r="2.5" />
      </>
    ),
  },
  {
    label: 'Programming & Tech',
    category: 'Programming & Tech',
    keyword: 'website',
    icon: (
      <>
        <circle cx="17" cy="15" r="6" className="fill-accent/45" stroke="none" />
        <rect x="3" y="4" width="18" height="16" rx="2.5" />
        <path d="M3 8.5h18M9.5 12l-2.5 2.5 2.5 2.5M14.5 12l2.5 2.5-2.5 2.5" />
      </>
    ),
  },
  {
    label: 'Business',
    category: 'Business',
    keyword: 'business',
    icon: (
      <>
        <circle cx="8" cy="15" r="6" className="fill-accent/45" stroke="none" />
        <rect x="3" y="7" width="18" height="13" rx="2.5" />
        <path d="M9 7V5.5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18M10.5 11.5v2.5h3v-2.5" />
      </>
    ),
  },
  {
    label: 'Lifestyle',
    category: 'Lifestyle',
    keyword: 'coaching',
    icon: (
      <>
        <circle cx="16" cy="8" r="6" className="fill-accent/45" stroke="none" />
        <path d="M12 20s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7a4.2 4.2 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z" />
      </>
    ),
  },
  {
    label: 'Data',
    keyword: 'data',
    icon: (
      <>
        <circle cx="17" cy="16" r="6" className="fill-accent/45" stroke="none" />
        <ellipse cx="12" cy="6" rx="7" ry="2.5" />
        <path d="M5 6v12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
      </>
    ),
  },
  {
    label: 'Photography',
    keyword: 'photo',
    icon: (
      <>
        <circle cx="7" cy="15" r="6" className="fill-accent/45" stroke="none" />
        <path d="M4 7.5h3l1.5-2h7l1.5 2h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1z" />
        <circle cx="12" cy="13" r="3.5" />
      </>
    ),
  },
];

export function ExploreMarketplace() {
  const { data: menu } = useQuery(categoryQueries.menu());
  const categoryIds = new Map(menu?.map((category) => [category.name, category.id]));

  return (
    <section
      aria-labelledby="explore-title"
      className="mx-auto max-w-7xl px-4 pb-20 pt-4 sm:px-6 lg:pb-28"
    >
      <h2
        id="explore-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        Explore the marketplace
      </h2>
      <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
        {TILES.map((tile) => {
          const categoryId = tile.category ? categoryIds.get(tile.category) : undefined;
          const to = categoryId ? pagePaths.category(categoryId) : pagePaths.search(tile.keyword);
          return (
            <li key={tile.label}>
              <Link
                to={to}
                className="group flex flex-col items-center rounded-xl px-2 py-3 text-center transition hover:bg-slate-50"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-12 text-brand-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden
                >
                  {tile.icon}
                </svg>
                <span
                  aria-hidden
                  className="mt-4 block h-0.5 w-12 rounded-full bg-slate-200 transition-all duration-300 group-hover:w-20 group-hover:bg-brand-600"
                />
                <span className="mt-4 text-[0.95rem] font-medium text-slate-800 group-hover:text-slate-950">
                  {tile.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
