import { SellerNav } from '../../components/seller-nav';
import { EarningsPage } from '../../features/seller-dashboard/components/earnings-page';

/** The seller's Earnings; the seller area's layout lets only sellers in. */
export function Component() {
  return (
    <>
      <SellerNav />
      <EarningsPage />
    </>
  );
}
