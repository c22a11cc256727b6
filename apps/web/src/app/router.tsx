import { createBrowserRouter, Navigate } from 'react-router';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { RootLayout } from './root-layout';

/**
 * React Router keys the entry a page load lands on "default" when the entry has no state yet, and
 * <ScrollRestoration> keeps positions by key in session storage: every page loaded in a tab (and in
 * a tab opened from it, which copies that storage) then opened where an earlier one was left.
 * Giving that entry a key of its own, kept in its history state, makes a new page open at the top
 * while a reload or a back/forward to it still finds its position.
 */
function keyFirstEntry() {
  const state = window.history.state as { key?: string } | null;
  if (state?.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, ...state, key }, '');
}

keyFirstEntry();

/**
 * Every page is its own chunk, loaded when first visited: a visitor of the landing page downloads
 * neither the gig page nor anything of the account or admin areas.
 */
export const router = createBrowserRouter([
  // The admin area brings its own shell (sidebar and header) in place of the storefront's.
  { path: '/admin/*', lazy: () => import('../features/admin/admin-routes') },
  {
    element: <RootLayout />,
    children: [
      { path: pagePatterns.landing, lazy: () => import('./routes/landing') },
      { path: pagePatterns.home, lazy: () => import('./routes/landing') },
      { path: pagePatterns.search, lazy: () => import('./routes/search') },
      { path: pagePatterns.subcategory, lazy: () => import('./routes/subcategory') },
      { path: pagePatterns.category, lazy: () => import('./routes/category') },
      { path: pagePatterns.gig, lazy: () => import('./routes/gig') },
      { path: '/login', lazy: () => import('../features/account/login-page') },
      { path: '/register', lazy: () => import('../features/account/register-page') },
      { path: '/profile', lazy: () => import('../features/account/profile-page') },
      { path: '*', element: <Navigate to={pagePaths.home()} replace /> },
    ],
  },
]);
