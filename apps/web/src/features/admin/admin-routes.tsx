import { useEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { notices } from '@giglane/contract/ui-text';
import { useNotifications } from '../../components/notifications';
import { onBadSession } from '../../lib/api/client';
import { clearSession, signOut, useSession } from '../../lib/session';
import { AdminShell } from './components/admin-shell';
import { ManageCommentsPage } from './manage-comments-page';
import { ManageJobTypesPage } from './manage-job-types-page';
import { ManageJobsPage } from './manage-jobs-page';
import { ManageServicesPage } from './manage-services-page';
import { ManageUsersPage } from './manage-users-page';

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
        void navigate('/login');
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
      <Routes>
        <Route path="manageuser" element={<ManageUsersPage />} />
        <Route path="managejob" element={<ManageJobsPage />} />
        <Route path="managejobtype" element={<ManageJobTypesPage />} />
        <Route path="manageservice" element={<ManageServicesPage />} />
        <Route path="managecomment" element={<ManageCommentsPage />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
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
    void navigate('/login', { replace: true });
  }, [navigate, notify, notice]);
  return null;
}
