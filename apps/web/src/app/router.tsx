import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout';

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
      { path: '/', lazy: () => import('../features/browse/landing-page') },
      { path: '/home', lazy: () => import('../features/browse/landing-page') },
      { path: '/search/:keyword', lazy: () => import('../features/search/search-page') },
      { path: '/categories/:id', lazy: () => import('../features/search/category-page') },
      { path: '/jobtype/:id', lazy: () => import('../features/job-type/job-type-page') },
      { path: '/jobdetail/:id', lazy: () => import('../features/gig/gig-page') },
      { path: '/login', lazy: () => import('../features/account/login-page') },
      { path: '/register', lazy: () => import('../features/account/register-page') },
      { path: '/profile', lazy: () => import('../features/account/profile-page') },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);
