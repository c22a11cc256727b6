import { GigCard } from '../../../components/gig-card';
import type { GigCard as GigCardData } from '../../../lib/api/gigs';

/** The seller's active gigs as the storefront's cards, best rated first. */
export function SellerGigs({ name, gigs }: { name: string; gigs: readonly GigCardData[] }) {
  return (
    <section aria-labelledby="seller-gigs-title">
      <h2 id="seller-gigs-title" className="text-xl font-bold text-slate-900">
        {name}&apos;s Gigs
      </h2>
      {gigs.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
          No gigs on offer right now. Come back soon.
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {gigs.map((card, index) => (
            <li key={card.gig.id}>
              <GigCard card={card} sellerLevel={card.sellerLevel} lazy={index >= 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
