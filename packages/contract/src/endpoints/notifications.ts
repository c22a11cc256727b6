import {
  markAllReadReply,
  notification,
  notificationList,
  notificationListQuery,
  unreadCounts,
} from '../messages';
import { idParams } from '../wire';
import { endpointGroup } from './endpoint-schemas';

/** Notifications and the unread badges. */
export const notificationEndpoints = endpointGroup({
  listNotifications: {
    tag: 'Notifications',
    summary: "The caller's notifications, newest first, with the unread count",
    signedIn: true,
    query: notificationListQuery,
    reply: notificationList,
    errors: [403],
  },
  markNotificationRead: {
    tag: 'Notifications',
    summary: 'Mark one of the caller’s notifications as read',
    signedIn: true,
    params: idParams,
    reply: notification,
    errors: [403, 404],
  },
  markAllNotificationsRead: {
    tag: 'Notifications',
    summary: 'Mark all of the caller’s notifications as read',
    signedIn: true,
    reply: markAllReadReply,
    errors: [403],
  },
  getUnreadCounts: {
    tag: 'Notifications',
    summary: "The header's badges: conversations with unread messages, unread notifications",
    signedIn: true,
    reply: unreadCounts,
    errors: [403],
  },
});
