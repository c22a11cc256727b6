import { Carousel } from '../../../components/carousel';
import { GigCard } from '../../../components/gig-card';
import type { SearchCard } from '../../../lib/api/search';

/** Slides in view: 4, or 3 below 1024 px and 1 below 768 (spec §9). */
const PER_VIEW = { 0: 1, 768: 3, 1024: 4 } as const;

/** The category's most ordered gigs in a slider. */
export function PopularSlider({
  categoryName,
  cards,
  count,
  isError,
  onRetry,
}: {
  categoryName: string;
  cards: SearchCard[] | undefined;
  count: number;
  isError: boolean;
  onRetry: () => void;
}) {
  if (cards?.length === 0) return null;
  return (
    <section aria-labelledby="popular-title">
      <h2
        id="popular-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        Most popular in {categoryName}
      </h2>
      <p className="mt-2 text-slate-600">The services buyers here hire most.</p>
      <div className="mt-7">
        {isError ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="font-semibold text-slate-900">
              We couldn&apos;t load the popular services.
            </p>
            <button
              type="button"
              onClick={onRetry}
              className="mt-5 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Try again
            </button>
          </div>
        ) : (
          <Carousel label={`Most popular in ${categoryName}`} perView={PER_VIEW} gap={24}>
            {cards
              ? cards.map((card) => (
                  <GigCard
                    key={card.gig.id}
                    card={card}
                    sellerLevel={card.sellerLevel}
                    pro={card.gig.pro}
                  />
                ))
              : Array.from({ length: count }, (_, index) => (
                  <div
                    key={index}
                    aria-hidden
                    className="overflow-hidden rounded-xl border border-slate-200"
                  >
                    <div className="aspect-[16/9] animate-pulse bg-slate-100" />
                    <div className="space-y-3 p-4">
                      <div className="h-3.5 w-1/2 animate-pulse rounded bg-slate-100" />
                      <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
                      <div className="h-5 w-1/3 animate-pulse rounded bg-slate-100" />
                    </div>
                  </div>
                ))}
          </Carousel>
        )}
      </div>
    </section>
  );
}
