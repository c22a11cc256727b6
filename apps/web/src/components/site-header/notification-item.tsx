import { Link } from 'react-router';
import type { NotificationKind } from '@giglane/contract/message-values';
import {
  notificationText,
  useMarkNotificationRead,
  type Notification,
} from '../../lib/api/notifications';
import { Avatar } from '../avatar';
import { Icon, type IconName } from '../icon';

const kindIcons: Record<NotificationKind, IconName> = {
  message: 'chat',
  order_placed: 'receipt',
  requirements_answered: 'pencil',
  order_delivered: 'download',
  revision_requested: 'revisions',
  order_completed: 'checkCircle',
  order_cancelled: 'close',
  cancellation_requested: 'close',
  cancellation_declined: 'chat',
  extension_requested: 'clock',
  extension_accepted: 'clock',
  extension_declined: 'clock',
  dispute_opened: 'flag',
  dispute_received: 'flag',
  dispute_decided: 'checkCircle',
  review_posted: 'star',
  buyer_reviewed: 'star',
  review_replied: 'chat',
  report_actioned: 'flag',
  report_dismissed: 'flag',
  gig_hidden: 'alert',
  message_removed: 'trash',
  review_removed: 'trash',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d ago`;
  return dayFormat.format(new Date(iso));
}

/**
 * One notification: who did what (the actor's picture with the kind's icon), when, and a dot while
 * unread. It links to where it happened and is read once opened.
 */
export function NotificationItem({
  notification,
  onOpen,
  roomy = false,
}: {
  notification: Notification;
  /** After it is opened: the bell's menu closes. */
  onOpen?: () => void;
  /** The notifications page's larger rows. */
  roomy?: boolean;
}) {
  const markRead = useMarkNotificationRead();
  const { actor, action } = notificationText(notification);
  const unread = !notification.read;
  return (
    <Link
      to={notification.link}
      onClick={() => {
        if (unread) markRead.mutate(notification.id);
        onOpen?.();
      }}
      className={`flex items-start gap-3 transition-colors hover:bg-slate-50 ${roomy ? 'px-4 py-4 sm:px-5' : 'px-4 py-3'} ${unread ? 'bg-brand-50/60' : ''}`}
    >
      <span className="relative shrink-0">
        {notification.actor ? (
          <Avatar
            name={notification.actor.name}
            src={notification.actor.avatar}
            size={roomy ? 48 : 40}
          />
        ) : (
          <span
            className={`flex items-center justify-center rounded-full bg-brand-700 text-white ${roomy ? 'size-12' : 'size-10'}`}
          >
            <Icon name="store" className="size-5" />
          </span>
        )}
        <span className="absolute -bottom-1 -right-1 flex size-6 items-center justify-center rounded-full border-2 border-white bg-slate-800 text-white">
          <Icon name={kindIcons[notification.kind]} className="size-3.5" strokeWidth={2.2} />
        </span>
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={`block break-words leading-snug text-slate-700 ${roomy ? 'text-[0.95rem]' : 'text-sm'}`}
        >
          {actor && <strong className="font-semibold text-slate-900">{actor} </strong>}
          {action}
        </span>
        <time
          dateTime={notification.at}
          className={`mt-0.5 block text-xs ${unread ? 'font-semibold text-brand-700' : 'text-slate-500'}`}
        >
          {timeAgo(notification.at)}
        </time>
      </span>
      {unread && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </Link>
  );
}
