import { useSession } from '../../lib/session';
import { OrderList } from '../../features/orders/components/order-list';
import { SendToLogin } from '../send-to-login';

/** "My orders": the signed-in user's orders as a buyer. */
export function Component() {
  return useSession() ? <OrderList side="buyer" /> : <SendToLogin />;
}
