import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { Icon } from '../../../components/icon';
import { messageQueries, type ConversationRow } from '../../../lib/api/messages';
import { rowTime } from '../utils/message-times';
import { LoadFailed } from '../../../components/load-failed';

/**
 * The inbox: one row per person, the latest message first, each with what their latest
 * conversation is about, how many conversations the two have (the questions before an order and
 * each order's thread, reachable from the open conversation), the last message and its time, and
 * how many messages of theirs are unread.
 */
export function ConversationList({ userId, activeId }: { userId: number; activeId?: number }) {
  const inbox = useInfiniteQuery(messageQueries.inbox());

  if (inbox.isPending)
    return (
      <ul
        aria-busy="true"
        aria-label="Loading the conversations"
        className="divide-y divide-slate-100"
      >
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="flex items-center gap-3 px-4 py-4">
            <span className="size-12 shrink-0 animate-pulse rounded-full bg-slate-100" />
            <span className="flex-1 space-y-2">
              <span className="block h-3.5 w-1/2 animate-pulse rounded bg-slate-100" />
              <span className="block h-3 w-4/5 animate-pulse rounded bg-slate-100" />
            </span>
          </li>
        ))}
      </ul>
    );
  if (inbox.isError)
    return (
      <LoadFailed
        text="Your conversations could not be loaded."
        onRetry={() => void inbox.refetch()}
      />
    );

  const rows = inbox.data.pages.flatMap((page) => page.data);
  if (rows.length === 0)
    return (
      <div className="flex flex-col items-center px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="chat" className="size-7" />
        </span>
        <p className="mt-4 font-bold text-slate-900">No messages yet</p>
        <p className="mt-1 text-sm text-slate-500">
          Contact a seller from any gig to ask a question. Your conversations show here.
        </p>
      </div>
    );

  return (
    <>
      <ul aria-label="Conversations" className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id}>
            <ConversationLink row={row} userId={userId} active={row.id === activeId} />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <div className="p-3 text-center">
          <button
            type="button"
            onClick={() => void inbox.fetchNextPage()}
            disabled={inbox.isFetchingNextPage}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60"
          >
            {inbox.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        </div>
      )}
    </>
  );
}

/** The last message as a line: its text, or what it carried; "You:" before the caller's own. */
function preview(row: ConversationRow, userId: number): string {
  const last = row.lastMessage;
  if (!last) return 'No messages yet';
  const files = last.attachments === 1 ? 'Sent a file' : `Sent ${last.attachments} files`;
  const said = last.text || (last.attachments > 0 ? files : '');
  return last.senderId === userId ? `You: ${said}` : said;
}

function ConversationLink({
  row,
  userId,
  active,
}: {
  row: ConversationRow;
  userId: number;
  active: boolean;
}) {
  const unreadCount = row.threads.reduce((sum, thread) => sum + thread.unread, 0);
  const unread = unreadCount > 0;
  const subject = row.order ? `Order ${row.order.number}` : row.gig?.title;
  const about = [subject, row.threads.length > 1 && `${row.threads.length} conversations`]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link
      to={pagePaths.conversation(row.id)}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 px-4 py-3.5 transition-colors ${
        active ? 'bg-brand-50' : 'hover:bg-slate-50'
      }`}
    >
      <Avatar name={row.other.name} src={row.other.avatar} size={48} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`truncate text-[0.95rem] ${unread ? 'font-bold text-slate-900' : 'font-semibold text-slate-800'}`}
          >
            {row.other.name}
          </span>
          <time
            dateTime={row.lastMessage?.at ?? row.updatedAt}
            className={`shrink-0 text-xs ${unread ? 'font-semibold text-brand-700' : 'text-slate-500'}`}
          >
            {rowTime(row.lastMessage?.at ?? row.updatedAt)}
          </time>
        </span>
        {about && <span className="block truncate text-xs text-slate-500">{about}</span>}
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span
            className={`truncate text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
          >
            {preview(row, userId)}
          </span>
          {unread && (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[0.7rem] font-bold text-white">
              {unreadCount > 99 ? '99+' : unreadCount}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
