import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { notices } from '@giglane/contract/ui-text';
import { useNotifications } from './notifications';

/**
 * For a button that needs a signed-in user, pressed without one: says so and asks for a sign-in
 * that comes back to this page.
 */
export function useAskSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const { notify } = useNotifications();
  return useCallback(() => {
    notify(notices.notLoggedIn, 'error');
    void navigate(pagePaths.login(), { state: { from: location.pathname + location.search } });
  }, [navigate, notify, location.pathname, location.search]);
}
