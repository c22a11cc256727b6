import { useQuery } from '@tanstack/react-query';
import { NotFoundNotice } from '../../components/page-notice';
import { ApiError } from '../../lib/api/client';
import { orderQueries } from '../../lib/api/orders';
import { paymentQueries } from '../../lib/api/payments';
import { refusalOf } from '../../lib/refusal';
import { useRouteId } from '../../lib/route-id';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../features/orders/components/order-parts';
import { Receipt } from '../../features/orders/components/receipt';
import { SendToLogin } from '../send-to-login';
import { AreaLoading } from './seller-area';

/** /orders/{id}/receipt: a paid order's receipt, for its buyer, its seller and admins. */
export function Component() {
  const session = useSession();
  const id = useRouteId();
  if (!session) return <SendToLogin />;
  if (id === undefined) return <ReceiptNotFound />;
  return <ReceiptPage key={id} id={id} />;
}

function ReceiptPage({ id }: { id: number }) {
  const order = useQuery(orderQueries.view(id));
  const payment = useQuery(paymentQueries.order(id));
  if (order.isPending || payment.isPending) return <AreaLoading label="Loading the receipt…" />;
  const error = order.error ?? payment.error;
  if (order.isError || payment.isError)
    return error instanceof ApiError && [400, 403, 404].includes(error.status) ? (
      <ReceiptNotFound />
    ) : (
      <LoadFailed
        what="The receipt"
        reason={refusalOf(error)}
        onRetry={() => void Promise.all([order.refetch(), payment.refetch()])}
      />
    );
  return <Receipt order={order.data} payment={payment.data} />;
}

function ReceiptNotFound() {
  return (
    <NotFoundNotice title="Receipt not found">
      There is no order of yours at this address. Your orders are listed in My orders.
    </NotFoundNotice>
  );
}
