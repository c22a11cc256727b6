import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { Pagination } from '../../../components/pagination';
import { NotificationItem } from '../../../components/site-header/notification-item';
import { notificationQueries, useMarkAllNotificationsRead } from '../../../lib/api/notifications';
import { LoadFailed } from '../../../components/load-failed';

/** Notifications a page. */
const PAGE_SIZE = 20;

/** The caller's notifications, newest first, a page at a time, with "Mark all as read". */
export function NotificationList() {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const list = useQuery(notificationQueries.list(page, PAGE_SIZE));
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? 0;
  const pageCount = list.data ? Math.ceil(list.data.totalRow / PAGE_SIZE) : 0;

  return (
    <div className="min-h-full bg-slate-50">
      <title>Notifications | Giglane</title>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Notifications</h1>
            <p className="mt-1 text-sm text-slate-600">
              {unread > 0 ? `${unread} unread` : 'You are all caught up.'}
            </p>
          </div>
          <button
            type="button"
            onClick={() => markAll.mutate()}
            disabled={unread === 0 || markAll.isPending}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50 disabled:cursor-default disabled:opacity-50"
          >
            <Icon name="check" className="size-4" />
            Mark all as read
          </button>
        </div>
        <div className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {list.isPending ? (
            <ul aria-busy="true" aria-label="Loading the notifications" className="space-y-4 p-5">
              {[0, 1, 2, 3].map((index) => (
                <li key={index} className="h-12 animate-pulse rounded-lg bg-slate-100" />
              ))}
            </ul>
          ) : list.isError ? (
            <LoadFailed
              text="Your notifications could not be loaded."
              onRetry={() => void list.refetch()}
              className="px-6 py-12"
            />
          ) : list.data.data.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-16 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name="bell" className="size-7" />
              </span>
              <p className="mt-4 font-bold text-slate-900">No notifications yet</p>
              <p className="mt-1 max-w-sm text-sm text-slate-500">
                New orders, deliveries, messages and reviews will show up here.
              </p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.data.data.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} roomy />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-6">
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(to) => `${pagePaths.notifications()}${to > 1 ? `?page=${to}` : ''}`}
          />
        </div>
      </div>
    </div>
  );
}
