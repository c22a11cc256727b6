import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { NotificationKind } from '@giglane/contract/message-values';
import type { ReportTarget } from '@giglane/contract/report-values';
import type { Notification, UnreadCounts } from '@giglane/contract/messages';
import { call } from './client';

export type { Notification, NotificationKind, UnreadCounts };

/** What the header's bell shows. */
export const LATEST_NOTIFICATIONS = 8;

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number, size: number) => [...notificationKeys.lists(), page, size] as const,
  /** The header's badges: conversations with unread messages, unread notifications. */
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

export const notificationQueries = {
  /** The caller's notifications, newest first, a page at a time, with the unread count. */
  list: (page: number, size: number) =>
    queryOptions({
      queryKey: notificationKeys.list(page, size),
      queryFn: ({ signal }) =>
        call('listNotifications', { query: { pageIndex: page, pageSize: size }, signal }),
      placeholderData: keepPreviousData,
    }),

  latest: () => notificationQueries.list(1, LATEST_NOTIFICATIONS),

  unread: () =>
    queryOptions({
      queryKey: notificationKeys.unread(),
      queryFn: ({ signal }) => call('getUnreadCounts', { signal }),
      // Live events and reconnects refresh it; nothing else changes it.
      staleTime: Infinity,
    }),
};

/** Every list of notifications and the badges may change with any notification. */
export function refreshNotifications(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Marks one notification read; the lists and the bell's count read again. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('markNotificationRead', { params: { id } }),
    onSuccess: () => refreshNotifications(queryClient),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('markAllNotificationsRead'),
    onSuccess: () => refreshNotifications(queryClient),
  });
}

/** The order's number, or "an order" when the order is gone. */
const orderName = (notification: Notification) =>
  notification.order ? `order ${notification.order.number}` : 'an order';
const gigName = (notification: Notification) => notification.gig?.title ?? 'your gig';

/** Words a notice quotes of what was reported or removed: a message may run to pages. */
const QUOTED_MAX = 80;

/** What a notice calls each kind of target. */
const targetNouns: Record<ReportTarget, string> = {
  gig: 'gig',
  user: 'account',
  message: 'message',
  review: 'review',
  'buyer-review': 'review',
};

/** "the gig “Logo design”": what a notice of moderation is about, quoted short. */
function moderatedName(notification: Notification): string {
  const moderation = notification.moderation;
  if (!moderation) return 'it';
  const noun = targetNouns[moderation.targetType];
  const summary =
    moderation.summary.length > QUOTED_MAX
      ? `${moderation.summary.slice(0, QUOTED_MAX - 1)}…`
      : moderation.summary;
  return summary ? `${noun} “${summary}”` : noun;
}

/** The admin's reason, after a removal's notice. */
const reason = (notification: Notification) =>
  notification.moderation?.note ? `: ${notification.moderation.note}` : '.';

/**
 * Kinds the marketplace itself tells, with no person named: moderation, and a dispute's receipt and
 * decision, are Giglane's, not an admin's.
 */
const BY_MARKETPLACE: readonly NotificationKind[] = [
  'dispute_received',
  'dispute_decided',
  'report_actioned',
  'report_dismissed',
  'gig_hidden',
  'message_removed',
  'review_removed',
];

/**
 * What a notification says, in two parts: who (null when the marketplace did it, such as an order
 * completing on its own) and what they did, so a list can set the name apart.
 */
export function notificationText(notification: Notification): {
  actor: string | null;
  action: string;
} {
  const actor = notification.actor?.name ?? null;
  const order = orderName(notification);
  const actions: Record<NotificationKind, string> = {
    message: 'sent you a message',
    order_placed: `placed ${order}`,
    requirements_answered: `answered the requirements of ${order}`,
    order_delivered: `delivered ${order}`,
    revision_requested: `asked for a revision of ${order}`,
    order_completed: actor ? `completed ${order}` : `${capitalised(order)} completed`,
    order_cancelled: actor ? `cancelled ${order}` : `${capitalised(order)} was cancelled`,
    cancellation_requested: `asked to cancel ${order}`,
    cancellation_declined: `declined to cancel ${order}`,
    extension_requested: `asked for more days on ${order}`,
    extension_accepted: `accepted more days on ${order}`,
    extension_declined: `declined more days on ${order}`,
    dispute_opened: `opened a dispute on ${order}`,
    dispute_received: `You opened a dispute on ${order}: an admin will decide`,
    dispute_decided: `The dispute on ${order} was decided`,
    review_posted: `reviewed ${gigName(notification)}`,
    review_replied: `replied to your review of ${gigName(notification)}`,
    buyer_reviewed: `reviewed you as the buyer of ${order}`,
    report_actioned: `Thanks for reporting the ${moderatedName(notification)}: we took action.`,
    report_dismissed: `We looked into your report of the ${moderatedName(notification)}: it breaks none of our rules.`,
    gig_hidden: `Giglane hid your ${moderatedName(notification)}${reason(notification)}`,
    message_removed: `Giglane removed your ${moderatedName(notification)}${reason(notification)}`,
    review_removed: `Giglane removed your ${moderatedName(notification)}${reason(notification)}`,
  };
  const byMarketplace =
    BY_MARKETPLACE.includes(notification.kind) ||
    (!actor && ['order_completed', 'order_cancelled'].includes(notification.kind));
  // An actor whose account is gone is still someone.
  return { actor: byMarketplace ? null : (actor ?? 'Someone'), action: actions[notification.kind] };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
