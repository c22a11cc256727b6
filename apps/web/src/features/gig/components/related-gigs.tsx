import { useQuery } from '@tanstack/react-query';
import { GigCard } from '../../../components/gig-card';
import { gigQueries, type GigCard as GigCardData } from '../../../lib/api/gigs';

const LIMIT = 4;

/** Other gigs of the same subcategory: where a buyer who is not convinced goes next. */
export function RelatedGigs({ card }: { card: GigCardData }) {
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
            <GigCard card={other} sellerLevel={other.sellerLevel} />
          </li>
        ))}
      </ul>
    </section>
  );
}
