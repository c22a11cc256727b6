import { useSession } from '../../lib/session';
import { BillingHistory } from '../../features/orders/components/billing-history';
import { SendToLogin } from '../send-to-login';

/** /billing: the signed-in buyer's payments, with their receipts. */
export function Component() {
  return useSession() ? <BillingHistory /> : <SendToLogin />;
}
