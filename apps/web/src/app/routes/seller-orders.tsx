import { SellerNav } from '../../components/seller-nav';
import { OrderList } from '../../features/orders/components/order-list';

/** The seller's "Orders"; the seller area's layout lets only sellers in. */
export function Component() {
  return (
    <>
      <SellerNav />
      <OrderList side="seller" />
    </>
  );
}
