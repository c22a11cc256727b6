import { ExploreMarketplace } from './components/explore-marketplace';
import { Hero } from './components/hero';
import { PopularServices } from './components/popular-services';
import { Promo } from './components/promo';
import { Testimonials } from './components/testimonials';
import { TrustedBy } from './components/trusted-by';

/** The landing page at / and /home (spec §2). */
export function Component() {
  return (
    <>
      <title>Giglane · Freelance services marketplace</title>
      <Hero />
      <TrustedBy />
      <PopularServices />
      <Promo />
      <Testimonials />
      <ExploreMarketplace />
    </>
  );
}
