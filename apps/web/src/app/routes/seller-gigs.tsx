import { SellerNav } from '../../components/seller-nav';
import { MyGigs } from '../../features/seller-dashboard/components/my-gigs';

/** "My gigs" of the seller dashboard; the seller area's layout lets only sellers in. */
export function Component() {
  return (
    <>
      <SellerNav />
      <MyGigs />
    </>
  );
}
