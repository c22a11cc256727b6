import { SITE_TITLE } from '@giglane/contract/page-heads';
import { ExploreMarketplace } from '../../features/browse/components/explore-marketplace';
import { Hero } from '../../features/browse/components/hero';
import { PopularServices } from '../../features/browse/components/popular-services';
import { Promo } from '../../features/browse/components/promo';
import { Testimonials } from '../../features/browse/components/testimonials';

/** The landing page at / and /home (spec §2). */
export function Component() {
  return (
    <>
      <title>{SITE_TITLE}</title>
      <Hero />
      <PopularServices />
      <Promo />
      <Testimonials />
      <ExploreMarketplace />
    </>
  );
}
