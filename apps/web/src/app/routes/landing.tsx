import { SITE_TITLE } from '@giglane/contract/page-heads';
import { reviewQueries } from '../../lib/api/reviews';
import { loaderCache } from '../query-client';
import { ExploreMarketplace } from '../../features/browse/components/explore-marketplace';
import { Hero } from '../../features/browse/components/hero';
import { PopularServices } from '../../features/browse/components/popular-services';
import { Promo } from '../../features/browse/components/promo';
import { RecentReviews } from '../../features/browse/components/recent-reviews';

/** The reviews the landing page quotes, in its first HTML. Prefetching never throws. */
export async function loader() {
  await loaderCache().prefetchQuery(reviewQueries.recent());
  return null;
}

/** The landing page at / and /home (spec §2). */
export function Component() {
  return (
    <>
      <title>{SITE_TITLE}</title>
      <Hero />
      <PopularServices />
      <Promo />
      <RecentReviews />
      <ExploreMarketplace />
    </>
  );
}
