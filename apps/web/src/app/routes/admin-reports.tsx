import { ReportQueueScreen } from '../../features/admin/components/reports-screen';

/** The Reports queue: what users reported, most reported first. */
export function Component() {
  return <ReportQueueScreen />;
}
