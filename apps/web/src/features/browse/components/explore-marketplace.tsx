import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon, type IconName } from '../../../components/icon';
import { categoryQueries } from '../../../lib/api/categories';

/** One tile of the marketplace. */
type Tile = {
  label: string;
  /** The category of that name opens its own page; without one, the tile is a search. */
  category?: string;
  keyword: string;
  icon: IconName;
};

const TILES: Tile[] = [
  {
    label: 'Graphics & Design',
    category: 'Graphics & Design',
    keyword: 'design',
    icon: 'graphicsDesign',
  },
  {
    label: 'Digital Marketing',
    category: 'Digital Marketing',
    keyword: 'marketing',
    icon: 'digitalMarketing',
  },
  {
    label: 'Writing & Translation',
    category: 'Writing & Translation',
    keyword: 'copy',
    icon: 'writing',
  },
  {
    label: 'Video & Animation',
    category: 'Video & Animation',
    keyword: 'video',
    icon: 'video',
  },
  {
    label: 'Music & Audio',
    category: 'Music & Audio',
    keyword: 'audio',
    icon: 'music',
  },
  {
    label: 'Programming & Tech',
    category: 'Programming & Tech',
    keyword: 'website',
    icon: 'programming',
  },
  {
    label: 'Business',
    category: 'Business',
    keyword: 'business',
    icon: 'business',
  },
  {
    label: 'Lifestyle',
    category: 'Lifestyle',
    keyword: 'coaching',
    icon: 'lifestyle',
  },
  {
    label: 'Data',
    keyword: 'data',
    icon: 'data',
  },
  {
    label: 'Photography',
    keyword: 'photo',
    icon: 'photography',
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
                <Icon name={tile.icon} className="size-12 text-brand-700" />
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
