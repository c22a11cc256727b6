import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { messageQueries, type ConversationView } from '../../../lib/api/messages';
import { useMarkReadWhenSeen } from '../hooks/use-mark-read-when-seen';
import { useTyping } from '../hooks/use-typing';
import { ComposerOrReason } from './composer-or-reason';
import { ConversationHeader } from './conversation-header';
import { MessageLog } from './message-log';

/**
 * One conversation: who it is with and what about, its messages read backwards a page at a time,
 * "Seen" under the last of the caller's messages the other person has read, their typing, and the
 * composer (or why the caller cannot write). `header` sits before the name (a back link on phones).
 */
export function Conversation({
  view,
  userId,
  header,
  showSubject = true,
}: {
  view: ConversationView;
  userId: number;
  header?: ReactNode;
  /** Off on the order page, which is the subject. */
  showSubject?: boolean;
}) {
  const thread = useQuery(messageQueries.thread(view.id));
  const messages = thread.data?.messages ?? [];
  const typing = useTyping(view.id, view.other.id);
  useMarkReadWhenSeen(view, userId, messages);

  return (
    <section
      aria-label={`Conversation with ${view.other.name}`}
      className="flex h-full min-h-0 flex-col bg-white"
    >
      <ConversationHeader view={view} header={header} showSubject={showSubject} />
      {thread.isPending ? (
        <div className="flex-1 space-y-4 p-5" aria-busy="true" aria-label="Loading the messages">
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              className={`h-12 w-2/3 animate-pulse rounded-2xl bg-slate-100 ${index % 2 ? 'ml-auto' : ''}`}
            />
          ))}
        </div>
      ) : thread.isError ? (
        <LoadFailed
          text="The messages could not be loaded."
          onRetry={() => void thread.refetch()}
          className="flex-1 p-6"
        />
      ) : (
        <MessageLog
          view={view}
          userId={userId}
          messages={messages}
          olderRemain={thread.data.olderRemain}
          typing={typing}
        />
      )}
      <ComposerOrReason view={view} />
    </section>
  );
}
