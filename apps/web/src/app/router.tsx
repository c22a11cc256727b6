import { Navigate, type RouteObject } from 'react-router';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { PageLoading } from '../components/page-loading';
import { RootLayout, rootLoader } from './root-layout';

/** The admin area is one chunk, its shell with every screen, loaded on the first visit to any. */
const adminArea = () => import('./routes/admin');

/**
 * Every page is its own chunk, loaded when first visited: a visitor of the landing page downloads
 * neither the gig page nor anything of the account or admin areas. The server renders the public
 * ones from the same table (entry-server.tsx), the browser hydrates them (browser-router.ts).
 */
export const routes: RouteObject[] = [
  // The admin area brings its own shell (sidebar and header) in place of the storefront's.
  {
    lazy: () => adminArea().then(({ Component }) => ({ Component })),
    // A page the server did not render shows this until its route's code and data are in.
    HydrateFallback: PageLoading,
    children: [
      { path: pagePatterns.adminUsers, lazy: () => adminArea().then((area) => area.screens.users) },
      { path: pagePatterns.adminGigs, lazy: () => adminArea().then((area) => area.screens.gigs) },
      {
        path: pagePatterns.adminCategories,
        lazy: () => adminArea().then((area) => area.screens.categories),
      },
      {
        path: pagePatterns.adminOrders,
        lazy: () => adminArea().then((area) => area.screens.orders),
      },
      {
        path: pagePatterns.adminReviews,
        lazy: () => adminArea().then((area) => area.screens.reviews),
      },
      {
        path: pagePatterns.adminFinance,
        lazy: () => adminArea().then((area) => area.screens.finance),
      },
      {
        path: pagePatterns.adminMail,
        lazy: () => adminArea().then((area) => area.screens.mail),
      },
      {
        path: pagePatterns.adminReports,
        lazy: () => adminArea().then((area) => area.screens.reports),
      },
      {
        path: pagePatterns.adminReport,
        lazy: () => adminArea().then((area) => area.screens.report),
      },
      {
        path: pagePatterns.adminDisputes,
        lazy: () => adminArea().then((area) => area.screens.disputes),
      },
      {
        path: pagePatterns.adminDispute,
        lazy: () => adminArea().then((area) => area.screens.dispute),
      },
      { path: pagePatterns.admin, element: <Navigate to={pagePaths.home()} replace /> },
    ],
  },
  {
    element: <RootLayout />,
    loader: rootLoader,
    HydrateFallback: PageLoading,
    children: [
      { path: pagePatterns.landing, lazy: () => import('./routes/landing') },
      { path: pagePatterns.home, lazy: () => import('./routes/landing') },
      { path: pagePatterns.search, lazy: () => import('./routes/search') },
      { path: pagePatterns.subcategory, lazy: () => import('./routes/subcategory') },
      { path: pagePatterns.category, lazy: () => import('./routes/category') },
      { path: pagePatterns.gig, lazy: () => import('./routes/gig') },
      { path: pagePatterns.seller, lazy: () => import('./routes/seller') },
      { path: pagePatterns.buyer, lazy: () => import('./routes/buyer') },
      { path: pagePatterns.login, lazy: () => import('./routes/login') },
      { path: pagePatterns.register, lazy: () => import('./routes/register') },
      { path: pagePatterns.forgotPassword, lazy: () => import('./routes/forgot-password') },
      { path: pagePatterns.resetPassword, lazy: () => import('./routes/reset-password') },
      { path: pagePatterns.confirmEmail, lazy: () => import('./routes/confirm-email') },
      { path: pagePatterns.appeal, lazy: () => import('./routes/appeal') },
      { path: pagePatterns.profile, lazy: () => import('./routes/profile') },
      { path: pagePatterns.becomeSeller, lazy: () => import('./routes/become-seller') },
      { path: pagePatterns.checkout, lazy: () => import('./routes/checkout') },
      { path: pagePatterns.buyerOrders, lazy: () => import('./routes/buyer-orders') },
      { path: pagePatterns.billing, lazy: () => import('./routes/billing') },
      { path: pagePatterns.order, lazy: () => import('./routes/order') },
      { path: pagePatterns.receipt, lazy: () => import('./routes/receipt') },
      // One page with or without a conversation open, so the list stays put when one opens.
      {
        path: pagePatterns.inbox,
        lazy: () => import('./routes/inbox'),
        children: [{ path: pagePatterns.conversation, element: null }],
      },
      { path: pagePatterns.notifications, lazy: () => import('./routes/notifications') },
      {
        path: pagePatterns.notificationSettings,
        lazy: () => import('./routes/notification-settings'),
      },
      { path: pagePatterns.unsubscribe, lazy: () => import('./routes/unsubscribe') },
      { path: pagePatterns.help, lazy: () => import('./routes/rules') },
      { path: pagePatterns.buying, lazy: () => import('./routes/rules') },
      { path: pagePatterns.selling, lazy: () => import('./routes/rules') },
      { path: pagePatterns.trustAndSafety, lazy: () => import('./routes/rules') },
      { path: pagePatterns.terms, lazy: () => import('./routes/rules') },
      { path: pagePatterns.privacy, lazy: () => import('./routes/rules') },
      // The seller dashboard: its layout lets only signed-in sellers in.
      {
        lazy: () => import('./routes/seller-area'),
        children: [
          { path: pagePatterns.sellerGigs, lazy: () => import('./routes/seller-gigs') },
          { path: pagePatterns.sellerOrders, lazy: () => import('./routes/seller-orders') },
          { path: pagePatterns.earnings, lazy: () => import('./routes/earnings') },
          { path: pagePatterns.newSellerGig, lazy: () => import('./routes/gig-editor') },
          { path: pagePatterns.editSellerGig, lazy: () => import('./routes/gig-editor') },
        ],
      },
      { path: '*', element: <Navigate to={pagePaths.home()} replace /> },
    ],
  },
];
