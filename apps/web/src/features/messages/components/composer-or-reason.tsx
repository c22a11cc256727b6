import type { ReactNode } from 'react';
import { useSetBlocked, type ConversationView } from '../../../lib/api/messages';
import { Composer } from './composer';

/** The composer, or why the caller cannot write here. */
export function ComposerOrReason({ view }: { view: ConversationView }) {
  const setBlocked = useSetBlocked();
  const note = (children: ReactNode) => (
    <div className="flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 bg-white px-4 py-4 text-center text-sm text-slate-600">
      {children}
    </div>
  );
  if (view.readOnly) return note('You are reading this conversation as an admin: it is read-only.');
  if (view.suspended)
    return note(
      `${view.other.name}’s account is suspended: no messages can be sent or received until Giglane restores it.`,
    );
  if (view.blocked.byMe)
    return note(
      <>
        <span>You blocked {view.other.name}.</span>
        <button
          type="button"
          onClick={() => setBlocked.mutate({ userId: view.other.id, blocked: false })}
          disabled={setBlocked.isPending}
          className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Unblock
        </button>
      </>,
    );
  if (view.blocked.byThem) return note(`${view.other.name} is not accepting messages from you.`);
  return <Composer conversationId={view.id} recipient={view.other.name} />;
}
