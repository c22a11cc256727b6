import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { notificationQueries, useMarkAllNotificationsRead } from '../../lib/api/notifications';
import { Icon } from '../icon';
import { NotificationItem } from './notification-item';

const iconButton =
  'relative flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-700';

/** A count on an icon: "9+" past nine, nothing at zero. */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute -right-0.5 -top-0.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full border-2 border-white bg-rose-600 px-1 text-[0.65rem] font-bold leading-none text-white"
    >
      {count > 9 ? '9+' : count}
    </span>
  );
}

/**
 * The signed-in header's messages and notifications: a link to the inbox with the number of
 * people whose messages are unread (the inbox's rows), and a bell with the unread notifications that opens the
 * latest ones. The live connection keeps both counts current.
 */
export function AccountAlerts() {
  const counts = useQuery(notificationQueries.unread());
  const conversations = counts.data?.conversations ?? 0;
  const notifications = counts.data?.notifications ?? 0;
  return (
    <>
      <NavLink
        to={pagePaths.inbox()}
        className={({ isActive }) => `${iconButton} ${isActive ? 'text-brand-700' : ''}`}
        aria-label={conversations > 0 ? `Messages, ${conversations} unread` : 'Messages'}
      >
        <Icon name="chat" className="size-6" />
        <Badge count={conversations} />
      </NavLink>
      <NotificationBell unread={notifications} />
    </>
  );
}

function NotificationBell({ unread }: { unread: number }) {
  const location = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpenOn(location.key))}
        className={`${iconButton} ${open ? 'bg-slate-100 text-brand-700' : ''}`}
      >
        <Icon name="bell" className="size-6" />
        <Badge count={unread} />
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="region"
          aria-label="Latest notifications"
          tabIndex={-1}
          className="fixed inset-x-2 top-[4.25rem] z-[60] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <LatestNotifications unread={unread} onOpen={() => close(false)} />
        </div>
      )}
    </div>
  );
}

function LatestNotifications({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const latest = useQuery(notificationQueries.latest());
  const markAll = useMarkAllNotificationsRead();
  const rows = latest.data?.data ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2 className="font-bold text-slate-900">Notifications</h2>
        <button
          type="button"
          onClick={() => markAll.mutate()}
          disabled={unread === 0 || markAll.isPending}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-default disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          Mark all as read
        </button>
      </div>
      <div className="max-h-[min(26rem,65vh)] overflow-y-auto">
        {latest.isPending ? (
          <ul aria-busy="true" aria-label="Loading the notifications" className="space-y-3 p-4">
            {[0, 1, 2].map((index) => (
              <li key={index} className="h-10 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </ul>
        ) : latest.isError ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">
            The notifications could not be loaded.
          </p>
        ) : rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-slate-500">
            Nothing yet. Orders, messages and reviews will show up here.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link
        to={pagePaths.notifications()}
        onClick={onOpen}
        className="block border-t border-slate-100 px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-slate-50"
      >
        See all
      </Link>
    </>
  );
}
