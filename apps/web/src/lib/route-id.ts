import { useParams } from 'react-router';
import { INT_MAX } from '@giglane/contract/wire-values';

/** A route's `:id` as a record id; undefined when it is not a whole number in the wire's int range. */
export function parseRouteId(id = ''): number | undefined {
  if (!/^\d+$/.test(id) || Number(id) < 1 || Number(id) > INT_MAX) return undefined;
  return Number(id);
}

/** The current route's `:id` as a record id (see parseRouteId). */
export function useRouteId(): number | undefined {
  return parseRouteId(useParams().id);
}
