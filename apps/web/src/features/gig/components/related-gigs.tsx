import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { gigQueries, type GigCard } from '../../../lib/api/gigs';
import { formatPrice } from '../utils/packages';
import { GigScore } from './gig-score';

const LIMIT = 4;

/** Other gigs of the same subcategory: where a buyer who is not convinced goes next. */
export function RelatedGigs({ card }: { card: GigCard }) {
  const related = useQuery(gigQueries.ofSubcategory(card.gig.subcategoryId));
  const others = (related.data ?? [])
    .filter((other) => other.gig.id !== card.gig.id)
    .slice(0, LIMIT);
  if (related.isPending)
    return (
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-hidden>
        {Array.from({ length: LIMIT }, (_, index) => (
          <div key={index} className="aspect-[4/5] animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  if (others.length === 0) return null;

  return (
    <section aria-labelledby="related-gigs-title">
      <h2 id="related-gigs-title" className="text-xl font-bold text-slate-900">
        More in {card.subcategoryName}
      </h2>
      <ul className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {others.map((other) => (
          <li key={other.gig.id}>
            <Link
              to={pagePaths.gig(other.gig.id)}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-shadow hover:shadow-lg"
            >
              <img
                src={other.gig.image}
                alt=""
                width={800}
                height={450}
                loading="lazy"
                className="aspect-[16/9] w-full bg-slate-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-4">
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                  <Avatar name={other.sellerName} src={other.sellerAvatar} size={32} lazy />
                  <span className="truncate">{other.sellerName}</span>
                </p>
                <p className="mt-2 line-clamp-2 text-[0.95rem] text-slate-800 group-hover:text-brand-700">
                  {other.gig.name}
                </p>
                <div className="mt-2">
                  <GigScore stars={other.gig.stars} count={other.gig.ratingCount} />
                </div>
                <div className="mt-auto pt-4">
                  <p className="border-t border-slate-100 pt-3 text-right text-xs font-semibold uppercase tracking-wide text-slate-500">
                    Starting at{' '}
                    <span className="text-base normal-case text-slate-900">
                      {formatPrice(other.gig.price)}
                    </span>
                  </p>
                </div>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
