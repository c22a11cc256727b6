import { Link } from 'react-router';
import { groupAnchor, pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import type { MenuEntry } from '../../../lib/api/categories';

/** Every group of the category with its picture and its subcategories' result pages. */
export function ExploreGroups({ category }: { category: MenuEntry }) {
  return (
    <section aria-labelledby="explore-title">
      <h2
        id="explore-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        Explore {category.name}
      </h2>
      {category.groups.length === 0 ? (
        <p className="mt-4 text-slate-600">This category has no groups yet.</p>
      ) : (
        <div className="mt-8 grid grid-cols-1 gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {category.groups.map((group) => (
            // The gig page's breadcrumb links here; scroll-margin keeps it clear of the sticky header.
            <section
              key={group.id}
              id={groupAnchor(group.id)}
              aria-labelledby={`${groupAnchor(group.id)}-title`}
              className="scroll-mt-36"
            >
              {group.image ? (
                <img
                  src={group.image}
                  alt=""
                  width={480}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover shadow-sm ring-1 ring-slate-900/5 sm:aspect-[4/3]"
                />
              ) : (
                <div
                  aria-hidden
                  className="flex aspect-[16/9] w-full items-center justify-center rounded-xl bg-slate-100 text-slate-400 ring-1 ring-slate-900/5 sm:aspect-[4/3]"
                >
                  <Icon name="image" className="size-10" />
                </div>
              )}
              <h3
                id={`${groupAnchor(group.id)}-title`}
                className="mt-4 text-lg font-bold text-slate-900"
              >
                {group.name}
              </h3>
              <ul className="mt-2 space-y-0.5">
                {group.subcategories.map((subcategory) => (
                  <li key={subcategory.id}>
                    <Link
                      to={pagePaths.subcategory(subcategory.id)}
                      className="group/link flex items-center justify-between gap-3 rounded-md py-1.5 text-[0.95rem] text-slate-600 transition hover:text-brand-800"
                    >
                      {subcategory.name}
                      <Icon
                        name="arrowRight"
                        className="size-4 text-slate-300 transition group-hover/link:translate-x-0.5 group-hover/link:text-brand-700"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
