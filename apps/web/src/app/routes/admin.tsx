import { useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { notices } from '@giglane/contract/ui-text';
import { useNotifications } from '../../components/notifications';
import { onBadSession } from '../../lib/api/client';
import { clearSession, signOut, useSession } from '../../lib/session';
import { AdminShell } from '../../features/admin/components/admin-shell';
import * as categories from './admin-categories';
import * as dispute from './admin-dispute';
import * as disputes from './admin-disputes';
import * as gigs from './admin-gigs';
import * as finance from './admin-finance';
import * as mail from './admin-mail';
import * as orders from './admin-orders';
import * as report from './admin-report';
import * as reports from './admin-reports';
import * as reviews from './admin-reviews';
import * as users from './admin-users';

/**
 * The admin screens' route modules, imported here so that they share the shell's chunk: the
 * router takes each from this module, and the first visit to any admin page downloads them all.
 */
export const screens = {
  users,
  gigs,
  categories,
  orders,
  reviews,
  finance,
  mail,
  reports,
  report,
  disputes,
  dispute,
};

/**
 * Everything under /admin: only a signed-in ADMIN gets in (spec §6); anyone else is told why and
 * sent to /login. The server refuses admin calls from anyone else anyway; this guard is for people.
 */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  // Set when the admin leaves on purpose (Sign Out) or the server refused the token, so the guard
  // does not also announce "not logged in" as the session disappears.
  const [leaving, setLeaving] = useState(false);

  // The storefront's layout does this for its pages; the admin area has its own frame.
  useEffect(
    () =>
      onBadSession(() => {
        setLeaving(true);
        notify(notices.tokenInvalid, 'error');
        clearSession();
        void navigate(pagePaths.login());
      }),
    [navigate, notify],
  );

  if (leaving) return null;
  if (!session) return <SendToLogin notice={notices.notLoggedIn} />;
  if (session.user.role !== 'ADMIN') return <SendToLogin notice={notices.noPermission} />;

  return (
    <AdminShell
      user={session.user}
      onSignOut={() => {
        setLeaving(true);
        signOut();
      }}
    >
      <Outlet />
    </AdminShell>
  );
}

function SendToLogin({ notice }: { notice: string }) {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  // React's development double run of effects must not show the notice twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    notify(notice, 'error');
    void navigate(pagePaths.login(), { replace: true });
  }, [navigate, notify, notice]);
  return null;
}
