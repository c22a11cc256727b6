import { useQuery } from '@tanstack/react-query';
import { NotFoundNotice } from '../../components/page-notice';
import { ApiError } from '../../lib/api/client';
import { orderQueries } from '../../lib/api/orders';
import { refusalOf } from '../../lib/refusal';
import { useRouteId } from '../../lib/route-id';
import { useSession, type Session } from '../../lib/session';
import { LoadFailed } from '../../features/orders/components/order-parts';
import { OrderPage } from '../../features/orders/components/order-page';
import { SendToLogin } from '../send-to-login';
import { AreaLoading } from './seller-area';

/** /orders/{id}: for the order's buyer, its seller and admins; the server answers anyone else 404. */
export function Component() {
  const session = useSession();
  const id = useRouteId();
  if (!session) return <SendToLogin />;
  if (id === undefined) return <OrderNotFound />;
  return <Order key={id} id={id} session={session} />;
}

function Order({ id, session }: { id: number; session: Session }) {
  const order = useQuery(orderQueries.view(id));
  if (order.isPending) return <AreaLoading label="Loading the order…" />;
  if (order.isError)
    return order.error instanceof ApiError && [400, 403, 404].includes(order.error.status) ? (
      <OrderNotFound />
    ) : (
      <LoadFailed
        what="The order"
        reason={refusalOf(order.error)}
        onRetry={() => void order.refetch()}
      />
    );
  return <OrderPage order={order.data} userId={session.user.id} />;
}

function OrderNotFound() {
  return (
    <NotFoundNotice title="Order not found">
      There is no order of yours at this address. Your orders are listed in My orders.
    </NotFoundNotice>
  );
}
