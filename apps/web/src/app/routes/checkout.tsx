import { useParams, useSearchParams } from 'react-router';
import { NotFoundNotice } from '../../components/page-notice';
import { parseRouteId } from '../../lib/route-id';
import { useSession } from '../../lib/session';
import { Checkout } from '../../features/orders/components/checkout';
import { SendToLogin } from '../send-to-login';

/**
 * /checkout/{gigId}?package=…: signed-in buyers only; a visitor signs in and comes back to the
 * same package. A new gig is a new checkout, with its own idempotency key.
 */
export function Component() {
  const session = useSession();
  const gigId = parseRouteId(useParams().gigId);
  const [search, setSearch] = useSearchParams();
  if (!session) return <SendToLogin />;
  if (gigId === undefined)
    return (
      <NotFoundNotice title="Gig not found">
        There is no gig at this address to order.
      </NotFoundNotice>
    );
  return (
    <Checkout
      key={gigId}
      gigId={gigId}
      tier={search.get('package')}
      onTier={(tier) => setSearch({ package: tier }, { replace: true })}
    />
  );
}
