import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { NotFoundNotice } from '../../components/page-notice';
import { ApiError } from '../../lib/api/client';
import { orderQueries } from '../../lib/api/orders';
import { refusalOf } from '../../lib/refusal';
import { useRouteId } from '../../lib/route-id';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../features/orders/components/order-parts';
import { OrderPage } from '../../features/orders/components/order-page';
import { OrderThread } from '../../features/messages/components/order-thread';
import { AreaLoading } from './seller-area';

/**
 * One disputed order for an admin (decision 056): the order page (its dispute with the decision
 * form, deliveries and whole timeline) and its thread, which the admin reads but does not write.
 */
export function Component() {
  const id = useRouteId();
  const session = useSession();
  const order = useQuery({ ...orderQueries.view(id ?? 0), enabled: id !== undefined });
  const back = { path: pagePaths.adminDisputes(), label: 'All disputes' };
  const missing =
    order.isError && order.error instanceof ApiError && [400, 404].includes(order.error.status);
  if (id === undefined || missing)
    return (
      <NotFoundNotice title="No such order">
        This address names no order.{' '}
        <Link to={back.path} className="font-medium text-brand-700 hover:underline">
          ← {back.label}
        </Link>
      </NotFoundNotice>
    );
  if (order.isPending) return <AreaLoading label="Loading the order…" />;
  if (order.isError)
    return (
      <LoadFailed
        what="The order"
        reason={refusalOf(order.error)}
        onRetry={() => void order.refetch()}
      />
    );
  return (
    <div className="mx-auto max-w-7xl">
      <div className="-mx-4 sm:-mx-6">
        <OrderPage
          order={order.data}
          userId={session!.user.id}
          back={back}
          title={`Dispute on order ${order.data.number} | Giglane Admin`}
        />
      </div>
      <section aria-label="The order's messages" className="mt-2 lg:max-w-[calc(100%-24rem)]">
        <OrderThread orderId={order.data.id} userId={session!.user.id} />
      </section>
    </div>
  );
}
