import type { PackageTier } from './gig-offer-values';
import type { OrderTab } from './order-values';

/**
 * Every page of the web app by name: its route pattern as the specification has it (`:name` marks
 * a parameter, `*` the rest of the path), for the web app's router and the server's page hints.
 * Links are built by `pagePaths` from the same patterns. No schemas here: pages import it freely.
 */
export const pagePatterns = {
  landing: '/',
  home: '/home',
  search: '/search/:keyword',
  /** The spec's "categories" of this path are subcategories (docs/glossary.md). */
  subcategory: '/categories/:id',
  category: '/jobtype/:id',
  gig: '/jobdetail/:id',
  login: '/login',
  register: '/register',
  /** Asks for a link to set a new password. */
  forgotPassword: '/forgot-password',
  /** Opened from the e-mailed link; the token travels in the fragment, `#token=`. */
  resetPassword: '/reset-password',
  /** Opened from the e-mailed link; the token travels in the fragment, `#token=`. */
  confirmEmail: '/confirm-email',
  /** An appeal of a suspension, or with `?action=` of a hidden gig (decision 058). */
  appeal: '/appeal',
  profile: '/profile',
  seller: '/seller/:id',
  /** A user's public buyer profile: the reviews sellers gave them (decision 054). */
  buyer: '/users/:id',
  becomeSeller: '/become-a-seller',
  sellerGigs: '/seller-dashboard/gigs',
  /** The gig editor; `step` is overview, pricing, description, gallery or publish. */
  newSellerGig: '/seller-dashboard/gigs/new',
  editSellerGig: '/seller-dashboard/gigs/:id/:step',
  /** `?package=basic|standard|premium` chooses the package shown first (Basic when left out). */
  checkout: '/checkout/:gigId',
  order: '/orders/:id',
  /** A paid order's printable receipt. */
  receipt: '/orders/:id/receipt',
  /** The buyer's payments, newest first. */
  billing: '/billing',
  /** The buyer's "My orders"; `?tab=` one of ORDER_TABS. */
  buyerOrders: '/orders',
  /** The seller's "Orders"; `?tab=` one of ORDER_TABS. */
  sellerOrders: '/seller-dashboard/orders',
  /** The seller's balances, earnings history and withdrawals. */
  earnings: '/seller-dashboard/earnings',
  inbox: '/inbox',
  conversation: '/inbox/:id',
  notifications: '/notifications',
  /** Which kinds of e-mail the user receives. */
  notificationSettings: '/settings/notifications',
  /** Opened from a mail's unsubscribe link; the token travels in the fragment, `#token=`. */
  unsubscribe: '/unsubscribe',
  admin: '/admin/*',
  adminUsers: '/admin/manageuser',
  adminGigs: '/admin/managejob',
  adminCategories: '/admin/managejobtype',
  adminOrders: '/admin/manageservice',
  adminReviews: '/admin/managecomment',
  adminFinance: '/admin/finance',
  /** The pages that say the marketplace's rules, written from its settings. */
  help: '/help',
  trustAndSafety: '/trust-and-safety',
  terms: '/terms',
  privacy: '/privacy',
  buying: '/buying',
  selling: '/selling',
  /** The Mail outbox: every mail the app kept or sent; `?id=` opens one. */
  adminMail: '/admin/mail',
  /** The Reports queue, and one reported target with its reports, actions and audit (decision 053). */
  adminReports: '/admin/reports',
  adminReport: '/admin/reports/:targetType/:targetId',
  /** The Disputes queue, and one disputed order with its decision form (decision 056). */
  adminDisputes: '/admin/disputes',
  adminDispute: '/admin/disputes/:id',
} as const;

export const GIG_EDITOR_STEPS = [
  'overview',
  'pricing',
  'description',
  'gallery',
  'publish',
] as const;
export type GigEditorStep = (typeof GIG_EDITOR_STEPS)[number];

/** A pattern with its parameters written in, encoded. */
function fill(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_match, key: string) =>
    encodeURIComponent(String(values[key])),
  );
}

/** The id of a category group's section on its category page, which links may scroll to. */
export const groupAnchor = (groupId: number) => `group-${groupId}`;

/** The id of the order page's message thread, which notifications link to. */
export const ORDER_THREAD_ANCHOR = 'messages';

/** The URL of each page, for links and navigation. */
export const pagePaths = {
  home: () => pagePatterns.home,
  search: (keyword: string) => fill(pagePatterns.search, { keyword }),
  subcategory: (id: number) => fill(pagePatterns.subcategory, { id }),
  category: (id: number) => fill(pagePatterns.category, { id }),
  /** A category page, scrolled to one of its groups. */
  categoryGroup: (id: number, groupId: number) =>
    `${fill(pagePatterns.category, { id })}#${groupAnchor(groupId)}`,
  gig: (id: number) => fill(pagePatterns.gig, { id }),
  login: () => pagePatterns.login,
  register: () => pagePatterns.register,
  forgotPassword: () => pagePatterns.forgotPassword,
  resetPassword: (token: string) =>
    `${pagePatterns.resetPassword}#token=${encodeURIComponent(token)}`,
  confirmEmail: (token: string) =>
    `${pagePatterns.confirmEmail}#token=${encodeURIComponent(token)}`,
  profile: () => pagePatterns.profile,
  seller: (id: number) => fill(pagePatterns.seller, { id }),
  buyer: (id: number) => fill(pagePatterns.buyer, { id }),
  becomeSeller: () => pagePatterns.becomeSeller,
  sellerGigs: () => pagePatterns.sellerGigs,
  newSellerGig: () => pagePatterns.newSellerGig,
  editSellerGig: (id: number, step: GigEditorStep = 'overview') =>
    fill(pagePatterns.editSellerGig, { id, step }),
  checkout: (gigId: number, tier?: PackageTier) =>
    fill(pagePatterns.checkout, { gigId }) + (tier ? `?package=${tier}` : ''),
  order: (id: number) => fill(pagePatterns.order, { id }),
  receipt: (id: number) => fill(pagePatterns.receipt, { id }),
  billing: () => pagePatterns.billing,
  buyerOrders: (tab?: OrderTab) => pagePatterns.buyerOrders + (tab ? `?tab=${tab}` : ''),
  sellerOrders: (tab?: OrderTab) => pagePatterns.sellerOrders + (tab ? `?tab=${tab}` : ''),
  earnings: () => pagePatterns.earnings,
  inbox: () => pagePatterns.inbox,
  conversation: (id: number) => fill(pagePatterns.conversation, { id }),
  /** An order page scrolled to its thread. */
  orderThread: (id: number) => `${fill(pagePatterns.order, { id })}#${ORDER_THREAD_ANCHOR}`,
  notifications: () => pagePatterns.notifications,
  notificationSettings: () => pagePatterns.notificationSettings,
  unsubscribe: (token: string) => `${pagePatterns.unsubscribe}#token=${encodeURIComponent(token)}`,
  adminUsers: () => pagePatterns.adminUsers,
  adminGigs: () => pagePatterns.adminGigs,
  adminCategories: () => pagePatterns.adminCategories,
  adminOrders: () => pagePatterns.adminOrders,
  adminReviews: () => pagePatterns.adminReviews,
  adminFinance: () => pagePatterns.adminFinance,
  help: () => pagePatterns.help,
  trustAndSafety: () => pagePatterns.trustAndSafety,
  appeal: (actionId?: number) =>
    pagePatterns.appeal + (actionId === undefined ? '' : `?action=${actionId}`),
  terms: () => pagePatterns.terms,
  privacy: () => pagePatterns.privacy,
  buying: () => pagePatterns.buying,
  selling: () => pagePatterns.selling,
  adminMail: (id?: number) => pagePatterns.adminMail + (id === undefined ? '' : `?id=${id}`),
  adminReports: () => pagePatterns.adminReports,
  adminReport: (targetType: string, targetId: number) =>
    fill(pagePatterns.adminReport, { targetType, targetId }),
  adminDisputes: () => pagePatterns.adminDisputes,
  adminDispute: (orderId: number) => fill(pagePatterns.adminDispute, { id: orderId }),
};
