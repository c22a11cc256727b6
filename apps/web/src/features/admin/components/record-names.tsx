import { useQuery } from '@tanstack/react-query';
import { gigQueries } from '../../../lib/api/gigs';
import { userQueries } from '../../../lib/api/users';

/*
 * An order carries only ids; the table names them. Each name is one cached read, so a page of ten
 * orders asks for at most ten gigs and ten users, once.
 */

function IdWithName({ id, name, missing }: { id: number; name?: string; missing: boolean }) {
  return (
    <span className="flex min-w-0 items-baseline gap-2">
      <span className="shrink-0 font-mono text-slate-500">#{id}</span>
      {name ? (
        <span className="truncate font-medium text-slate-900">{name}</span>
      ) : missing ? (
        <span className="text-xs text-slate-500">not found</span>
      ) : (
        <span aria-hidden className="h-3.5 w-28 animate-pulse rounded bg-slate-200/80" />
      )}
    </span>
  );
}

export function GigName({ id }: { id: number }) {
  const gig = useQuery(gigQueries.one(id));
  return <IdWithName id={id} name={gig.data?.name} missing={gig.isError} />;
}

export function UserName({ id }: { id: number }) {
  const user = useQuery(userQueries.profile(id));
  return <IdWithName id={id} name={user.data?.name} missing={user.isError} />;
}
