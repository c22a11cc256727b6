import { Link, useLocation, useSearchParams } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { useSession } from '../../lib/session';
import { GigAppeal, SuspensionAppealForm } from '../../features/account/components/appeal-forms';
import { AuthLayout } from '../../features/account/components/auth-layout';
import { RecoveryAside } from '../../features/account/components/recovery-aside';
import { SendToLogin } from '../send-to-login';

/**
 * Appeal a decision (decision 058): with `?action=`, the seller's appeal of their gig's hiding,
 * signed in; without, a suspended account's appeal, which cannot sign in.
 */
export function Component() {
  const [params] = useSearchParams();
  const session = useSession();
  const location = useLocation();
  const actionId = Number(params.get('action'));
  const ofGig = Number.isInteger(actionId) && actionId > 0;
  if (ofGig && !session) return <SendToLogin />;
  const { email } = (location.state as { email?: string } | null) ?? {};
  return (
    <AuthLayout
      title={ofGig ? 'Appeal the hiding of your gig' : 'Appeal your suspension'}
      subtitle={
        <>
          How appeals work is on{' '}
          <Link
            to={pagePaths.trustAndSafety()}
            className="font-semibold text-brand-700 hover:underline"
          >
            Trust &amp; Safety
          </Link>
          .
        </>
      }
      aside={<RecoveryAside line="Every appeal is read by a person" />}
    >
      <title>Appeal a decision | Giglane</title>
      {ofGig ? <GigAppeal actionId={actionId} /> : <SuspensionAppealForm email={email} />}
    </AuthLayout>
  );
}
