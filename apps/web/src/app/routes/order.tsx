import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ORDER_THREAD_ANCHOR } from '@giglane/contract/page-paths';
import { NotFoundNotice } from '../../components/page-notice';
import { ApiError } from '../../lib/api/client';
import { orderQueries } from '../../lib/api/orders';
import { refusalOf } from '../../lib/refusal';
import { useRouteId } from '../../lib/route-id';
import { useSession, type Session } from '../../lib/session';
import { LoadFailed } from '../../features/orders/components/order-parts';
import { OrderPage } from '../../features/orders/components/order-page';
import { OrderThread } from '../../features/messages/components/order-thread';
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
  // The checkout leads here once the order is placed and paid, to say so once.
  const placed = (useLocation().state as { placed?: boolean } | null)?.placed === true;
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
  return (
    <div className="bg-slate-50">
      <OrderPage order={order.data} userId={session.user.id} placed={placed} />
      <ThreadSection orderId={id} userId={session.user.id} />
    </div>
  );
}

/**
 * The order's messages under the order, where notifications and links (`#messages`) lead: the page
 * scrolls there once the order has loaded, since the browser looked for it before it was drawn.
 */
function ThreadSection({ orderId, userId }: { orderId: number; userId: number }) {
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === `#${ORDER_THREAD_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <div
      ref={section}
      id={ORDER_THREAD_ANCHOR}
      className="mx-auto max-w-6xl scroll-mt-36 px-4 pb-12 sm:px-6 lg:pb-16"
    >
      <div className="lg:max-w-[calc(100%-24rem)]">
        <OrderThread orderId={orderId} userId={userId} />
      </div>
    </div>
  );
}

function OrderNotFound() {
  return (
    <NotFoundNotice title="Order not found">
      There is no order of yours at this address. Your orders are listed in My orders.
    </NotFoundNotice>
  );
}
