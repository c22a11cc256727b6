import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../components/icon';
import { ApiError } from '../../lib/api/client';
import { messageQueries } from '../../lib/api/messages';
import { useRouteId } from '../../lib/route-id';
import { useSession } from '../../lib/session';
import { Conversation } from '../../features/messages/components/conversation';
import { ConversationList } from '../../features/messages/components/conversation-list';
import { SendToLogin } from '../send-to-login';

/**
 * /inbox and /inbox/{id}: the conversations beside the open one from 1024 px; on a narrower
 * screen one at a time, the conversation with a way back to the list.
 */
export function Component() {
  const session = useSession();
  const id = useRouteId();
  if (!session) return <SendToLogin />;
  const userId = session.user.id;
  return (
    <div className="bg-slate-50">
      <title>Inbox | Giglane</title>
      <div className="mx-auto max-w-7xl sm:px-6 sm:py-6">
        <div className="flex h-[calc(100dvh-8.5rem)] min-h-[26rem] overflow-hidden border-slate-200 bg-white sm:h-[calc(100dvh-13rem)] sm:min-h-[32rem] sm:rounded-2xl sm:border sm:shadow-sm">
          <div
            className={`${id === undefined ? 'flex' : 'hidden lg:flex'} w-full min-w-0 flex-col border-slate-200 lg:w-[22rem] lg:shrink-0 lg:border-r`}
          >
            <h1 className="border-b border-slate-200 px-4 py-4 text-xl font-bold text-slate-900">
              Inbox
            </h1>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <ConversationList userId={userId} activeId={id} />
            </div>
          </div>
          <div
            className={`${id === undefined ? 'hidden lg:flex' : 'flex'} min-w-0 flex-1 flex-col`}
          >
            {id === undefined ? (
              <NothingOpen />
            ) : (
              <OpenConversation key={id} id={id} userId={userId} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

function OpenConversation({ id, userId }: { id: number; userId: number }) {
  const view = useQuery(messageQueries.conversation(id));
  const back = (
    <Link
      to={pagePaths.inbox()}
      aria-label="Back to the inbox"
      className="-ml-1 flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 lg:hidden"
    >
      <Icon name="slidePrevious" className="size-5" />
    </Link>
  );
  if (view.isPending)
    return (
      <div className="flex flex-1 items-center justify-center" role="status">
        <span className="size-8 animate-spin rounded-full border-[3px] border-slate-200 border-t-brand-600" />
        <span className="sr-only">Loading the conversation…</span>
      </div>
    );
  if (view.isError) {
    const missing = view.error instanceof ApiError && [400, 403, 404].includes(view.error.status);
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
        <p className="font-bold text-slate-900">
          {missing ? 'Conversation not found' : 'The conversation could not be loaded'}
        </p>
        <p className="text-sm text-slate-500">
          {missing
            ? 'There is no conversation of yours at this address.'
            : 'Check your connection and try again.'}
        </p>
        {missing ? (
          <Link
            to={pagePaths.inbox()}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Back to the inbox
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => void view.refetch()}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Try again
          </button>
        )}
      </div>
    );
  }
  return <Conversation view={view.data} userId={userId} header={back} />;
}

function NothingOpen() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center bg-slate-50 px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
        <Icon name="chat" className="size-8" />
      </span>
      <p className="mt-4 text-lg font-bold text-slate-900">Pick up a conversation</p>
      <p className="mt-1 max-w-sm text-sm text-slate-500">
        Choose a conversation on the left to read it and reply.
      </p>
    </div>
  );
}
