import { useParams } from 'react-router';
import { REPORT_TARGETS } from '@giglane/contract/report-values';
import { parseRouteId } from '../../lib/route-id';
import { ReportTargetScreen } from '../../features/admin/components/reports-screen';
import { NotFoundNotice } from '../../components/page-notice';

/** One reported target: its reports, what an admin may do, and the audit of what was done. */
export function Component() {
  const params = useParams();
  const type = REPORT_TARGETS.find((name) => name === params.targetType);
  const id = parseRouteId(params.targetId);
  if (!type || id === undefined)
    return (
      <NotFoundNotice title="Nothing to review">
        This address names no reported target.
      </NotFoundNotice>
    );
  return <ReportTargetScreen key={`${type}/${id}`} type={type} id={id} />;
}
