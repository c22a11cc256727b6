import { useParams } from 'react-router';
import { INT_MAX } from '@giglane/contract/wire-values';

/** The route's `:id` as a record id; undefined when it is not a whole number in the wire's int range. */
export function useRouteId(): number | undefined {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id) || Number(id) < 1 || Number(id) > INT_MAX) return undefined;
  return Number(id);
}
