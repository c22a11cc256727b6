import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { notices } from '@giglane/contract/ui-text';
import { useNotifications } from '../components/notifications';

/**
 * A signed-in-only page met without a session: says so and asks for a sign-in that comes back
 * to this page.
 */
export function SendToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const { notify } = useNotifications();
  // React's development double run of effects must not show the notice twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    notify(notices.notLoggedIn, 'error');
    void navigate(pagePaths.login(), {
      replace: true,
      state: { from: location.pathname + location.search },
    });
  }, [navigate, notify, location.pathname, location.search]);
  return null;
}
