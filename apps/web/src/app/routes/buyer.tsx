import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { Icon } from '../../components/icon';
import { LoadFailed } from '../../components/load-failed';
import { NotFoundNotice } from '../../components/page-notice';
import { ApiError } from '../../lib/api/client';
import { profileQueries } from '../../lib/api/profiles';
import { parseRouteId, useRouteId } from '../../lib/route-id';
import { queryClient } from '../query-client';
import { BuyerProfile } from '../../features/buyer-profile/components/buyer-profile';

/** The buyer's profile and the reviews sellers gave them. Prefetching never throws. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.id);
  if (id !== undefined) await queryClient.prefetchQuery(profileQueries.buyerReviews(id));
  return null;
}

/** /users/:id: a user's public buyer profile. A path that is not an id names nobody. */
export function Component() {
  const id = useRouteId();
  if (id === undefined) return <BuyerNotFound />;
  return <BuyerPage key={id} id={id} />;
}

function BuyerPage({ id }: { id: number }) {
  const profile = useQuery(profileQueries.buyerReviews(id));
  if (profile.isError)
    return profile.error instanceof ApiError && profile.error.status === 404 ? (
      <BuyerNotFound />
    ) : (
      <LoadFailed
        className="px-4 py-20"
        text="We couldn't load this profile. Check your connection and try again."
        onRetry={() => void profile.refetch()}
      />
    );
  if (profile.isPending)
    return (
      <div
        className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:py-12"
        aria-busy="true"
        aria-label="Loading the profile"
      >
        <div className="h-80 animate-pulse rounded-2xl bg-slate-100" aria-hidden />
        <div className="h-64 animate-pulse rounded-2xl bg-slate-100" aria-hidden />
      </div>
    );
  return (
    <div className="min-h-full bg-slate-50">
      <title>{`${profile.data.buyer.name} · Buyer profile | Giglane`}</title>
      <BuyerProfile profile={profile.data} />
    </div>
  );
}

function BuyerNotFound() {
  return (
    <NotFoundNotice
      title="Profile not found"
      icon={<Icon name="lost" className="size-20 text-brand-600" />}
    >
      This person doesn&apos;t have a profile on Giglane.
    </NotFoundNotice>
  );
}
