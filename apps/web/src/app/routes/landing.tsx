import { SITE_TITLE } from '@giglane/contract/page-heads';
import { loaderCache } from '../query-client';
import { categoryQueries } from '../../lib/api/categories';
import { ExploreMarketplace } from '../../features/browse/components/explore-marketplace';
import { Hero } from '../../features/browse/components/hero';
import { PopularServices } from '../../features/browse/components/popular-services';
import { Promo } from '../../features/browse/components/promo';
import { Testimonials } from '../../features/browse/components/testimonials';
import { TrustedBy } from '../../features/browse/components/trusted-by';

/**
 * The menu feeds the popular services and the marketplace's links: it starts loading with the
 * page's chunk, but the hero shows without waiting for it.
 */
export function loader() {
  void loaderCache().prefetchQuery(categoryQueries.menu());
  return null;
}

/** The landing page at / and /home (spec §2). */
export function Component() {
  return (
    <>
      <title>{SITE_TITLE}</title>
      <Hero />
      <TrustedBy />
      <PopularServices />
      <Promo />
      <Testimonials />
      <ExploreMarketplace />
    </>
  );
}
