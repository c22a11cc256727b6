import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import { notices } from '@giglane/contract/ui-text';
import { pagePaths } from '@giglane/contract/page-paths';
import { useNotifications } from '../components/notifications';
import { categoryQueries } from '../lib/api/categories';
import { settingsQueries } from '../lib/api/settings';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header/site-header';
import { onBadSession } from '../lib/api/client';
import { clearSession, useSession } from '../lib/session';
import { loaderCache } from './query-client';

/** Only a signed-in user's browser downloads the live connection. */
const LiveUpdates = lazy(() =>
  import('./live-updates').then(({ LiveUpdates }) => ({ default: LiveUpdates })),
);

/**
 * What every page's header (the category bar) and footer (the social links) read: started with the
 * page and waited for by none of it in the browser; a page rendered on the server has it in its
 * HTML, so the browser does not ask for it again.
 */
export function rootLoader() {
  void loaderCache().prefetchQuery(categoryQueries.menu());
  void loaderCache().prefetchQuery(settingsQueries.marketplace());
  return null;
}

export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { notify } = useNotifications();
  const session = useSession();

  // The server refused the session token: say so, forget the session, and ask for a new sign-in.
  useEffect(
    () =>
      onBadSession(() => {
        notify(notices.tokenInvalid, 'error');
        clearSession();
        void navigate(pagePaths.login());
      }),
    [navigate, notify],
  );

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      {session && (
        <Suspense fallback={null}>
          <LiveUpdates token={session.token} userId={session.user.id} />
        </Suspense>
      )}
      <SiteHeader />
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-[65] h-0.5 animate-pulse bg-brand-600"
          aria-hidden
        />
      )}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
