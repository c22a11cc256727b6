import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import type { ConversationView } from '../../../lib/api/messages';
import { ConversationMenu } from './conversation-menu';

/**
 * Who the conversation is with, what about, the other conversations with them, and the menu.
 * `header` sits before the name (a back link on phones).
 */
export function ConversationHeader({
  view,
  header,
  showSubject,
}: {
  view: ConversationView;
  header?: ReactNode;
  showSubject: boolean;
}) {
  return (
    <header className="border-b border-slate-200">
      <div className="flex items-center gap-3 px-3 py-3 sm:px-5">
        {header}
        <Avatar name={view.other.name} src={view.other.avatar} size={40} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-bold text-slate-900">{view.other.name}</h2>
          {showSubject && <Subject view={view} />}
        </div>
        {!view.readOnly && <ConversationMenu view={view} />}
      </div>
      {showSubject && view.threads.length > 1 && <Threads view={view} />}
    </header>
  );
}

/**
 * Every conversation with the same person, as one inbox row holds them: the questions asked
 * before ordering and each order's thread, each with its unread count.
 */
function Threads({ view }: { view: ConversationView }) {
  return (
    <nav aria-label={`Conversations with ${view.other.name}`} className="overflow-x-auto">
      <ul className="flex gap-2 px-3 pb-3 sm:px-5">
        {view.threads.map((thread) => {
          const current = thread.id === view.id;
          return (
            <li key={thread.id} className="shrink-0">
              <Link
                to={pagePaths.conversation(thread.id)}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold transition-colors ${
                  current
                    ? 'border-brand-700 bg-brand-50 text-brand-800'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-50'
                }`}
              >
                {thread.order ? `Order ${thread.order.number}` : 'General'}
                {!current && thread.unread > 0 && (
                  <span className="flex h-4 min-w-4 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.65rem] font-bold text-white">
                    {thread.unread > 99 ? '99+' : thread.unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** What the conversation is about: the order, or the gig last asked about. */
function Subject({ view }: { view: ConversationView }) {
  if (view.order)
    return (
      <Link
        to={pagePaths.orderThread(view.order.id)}
        className="block truncate text-xs font-semibold text-brand-700 hover:underline"
      >
        Order {view.order.number}
      </Link>
    );
  if (view.gig)
    return (
      <p className="truncate text-xs text-slate-500">
        About{' '}
        <Link
          to={pagePaths.gig(view.gig.id)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {view.gig.title}
        </Link>
      </p>
    );
  return null;
}
