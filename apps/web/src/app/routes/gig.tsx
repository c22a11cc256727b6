import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { ReportButton } from '../../components/report-button';
import { ApiError } from '../../lib/api/client';
import { gigQueries } from '../../lib/api/gigs';
import { prefetchHelpful, reviewQueries } from '../../lib/api/reviews';
import { parseRouteId, useRouteId } from '../../lib/route-id';
import { useContactSeller } from '../contact-seller';
import { loaderCache } from '../query-client';
import { AboutGig } from '../../features/gig/components/about-gig';
import { AboutSeller } from '../../features/gig/components/about-seller';
import { ComparePackages } from '../../features/gig/components/compare-packages';
import { GigFaq } from '../../features/gig/components/gig-faq';
import { GigOverview } from '../../features/gig/components/gig-overview';
import {
  GigLoadError,
  GigNotFound,
  GigSkeleton,
  GigUnavailable,
} from '../../features/gig/components/gig-states';
import { PackagePanel, StickyPackageBar } from '../../features/gig/components/package-panel';
import { RelatedGigs } from '../../features/gig/components/related-gigs';
import { ReviewsSection } from '../../features/gig/components/reviews-section';
import { firstShownReviews } from '../../features/gig/utils/review-stats';

/**
 * The gig, its offer (packages, FAQ, pictures, seller) and its reviews, with the "Helpful?" votes
 * of those shown first, so the first HTML has their counts. A failed load is the page's to show:
 * prefetching never throws.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.id);
  if (id === undefined) return null;
  const reviews = loaderCache()
    .prefetchQuery(reviewQueries.ofGig(id))
    .then(() => {
      const list = loaderCache().getQueryData(reviewQueries.ofGig(id).queryKey) ?? [];
      return prefetchHelpful(
        loaderCache(),
        firstShownReviews(list).map((review) => review.id),
      );
    });
  await Promise.all([
    loaderCache().prefetchQuery(gigQueries.card(id)),
    loaderCache().prefetchQuery(gigQueries.offer(id)),
    reviews,
    loaderCache().prefetchQuery(reviewQueries.summary(id)),
  ]);
  return null;
}

/** /jobdetail/:id. A path that is not a job id cannot name a gig, so it is "not found" at once. */
export function Component() {
  const id = useRouteId();
  if (id === undefined) return <GigNotFound />;
  // A new id is a new page: tabs, sort order and votes start over, and the gig is fetched anew.
  return <GigPage key={id} id={id} />;
}

export function GigPage({ id }: { id: number }) {
  const card = useQuery(gigQueries.card(id));
  const offer = useQuery(gigQueries.offer(id));
  const [chosen, setChosen] = useState(0);
  const seller = useContactSeller();

  if (card.isError || offer.isError) {
    const failed = card.error ?? offer.error;
    const missing = failed instanceof ApiError && (failed.status === 404 || failed.status === 400);
    const retry = () => void Promise.all([card.refetch(), offer.refetch()]);
    return missing ? <GigNotFound /> : <GigLoadError onRetry={retry} />;
  }
  if (card.isPending || offer.isPending) return <GigSkeleton />;

  const { gig } = card.data;
  const { packages, status } = offer.data;
  const pack = packages[chosen] ?? packages[0];
  // A paused or archived gig reaches its seller, admins and past buyers only: nothing to order.
  const available = status === 'active';

  return (
    // Room at the bottom on a phone for the sticky package bar.
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:px-6 lg:py-10">
      <title>{`${gig.name} | Giglane`}</title>
      {!available && <GigUnavailable status={status} />}
      {/* One package panel: below the picture on small screens, a sticky side column on large ones. */}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-12 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <GigOverview card={card.data} offer={offer.data} />
        </div>
        {pack && (
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="lg:sticky lg:top-36">
              <PackagePanel
                gigId={gig.id}
                packages={packages}
                active={chosen}
                onSelect={setChosen}
                available={available}
              />
            </div>
          </div>
        )}
        <div className="min-w-0 space-y-14 lg:col-start-1 lg:row-start-2">
          <AboutGig description={offer.data.description} tags={offer.data.tags} />
          {packages.length > 1 && <ComparePackages packages={packages} />}
          <AboutSeller
            card={card.data}
            seller={offer.data.seller}
            contact={
              !available || seller.isSeller(offer.data.seller.id)
                ? undefined
                : { onClick: () => seller.contact({ gigId: gig.id }), pending: seller.pending }
            }
          />
          <GigFaq items={offer.data.faq} />
          <ReviewsSection gigId={gig.id} />
          {!seller.isSeller(offer.data.seller.id) && (
            <ReportButton type="gig" id={gig.id} label="Report this gig" className="-ml-2" />
          )}
        </div>
      </div>
      {pack && available && <StickyPackageBar gigId={gig.id} pack={pack} />}
      {seller.prompt}
      <div className="mt-16 border-t border-slate-200 pt-12">
        <RelatedGigs card={card.data} />
      </div>
    </div>
  );
}
