import { DisputeQueueScreen } from '../../features/admin/components/disputes-screen';

/** The Disputes queue: the orders waiting for an admin's decision, the longest waiting first. */
export function Component() {
  return <DisputeQueueScreen />;
}
