import { Fragment, useLayoutEffect, useRef } from 'react';
import { Avatar } from '../../../components/avatar';
import {
  useLoadOlderMessages,
  type ConversationView,
  type Message,
} from '../../../lib/api/messages';
import { dayLabel, sameDay } from '../utils/message-times';
import { MessageBubble } from './message-bubble';

/** How close to the bottom (px) a reader still counts as following the conversation. */
const FOLLOWING_PX = 120;

/**
 * The messages, by day, read backwards a page at a time; it follows new ones while the reader is
 * at the bottom and keeps their place when older ones are added above. The other's typing ends it.
 */
export function MessageLog({
  view,
  userId,
  messages,
  olderRemain,
  typing,
}: {
  view: ConversationView;
  userId: number;
  messages: Message[];
  olderRemain: boolean;
  typing: boolean;
}) {
  const log = useRef<HTMLDivElement>(null);
  const loadOlder = useLoadOlderMessages(view.id);
  const following = useRef(true);
  /** The log's height before older messages were added above, to keep the reader's place. */
  const heightBefore = useRef<number | null>(null);
  const lastId = messages.at(-1)?.id;
  const mine = messages.at(-1)?.senderId === userId;

  useLayoutEffect(() => {
    const box = log.current;
    if (!box) return;
    if (heightBefore.current !== null) {
      box.scrollTop += box.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (following.current || mine) box.scrollTop = box.scrollHeight;
  }, [messages.length, lastId, mine, typing]);

  const onOlder = () => {
    heightBefore.current = log.current?.scrollHeight ?? null;
    loadOlder.mutate();
  };

  // The last of the caller's messages the other person has read.
  const seenId =
    view.seenUpTo === null
      ? undefined
      : messages.findLast((message) => message.senderId === userId && message.id <= view.seenUpTo!)
          ?.id;

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label="Messages"
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        following.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOWING_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-5"
    >
      {olderRemain && (
        <div className="mb-4 text-center">
          <button
            type="button"
            onClick={onOlder}
            disabled={loadOlder.isPending}
            className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-60"
          >
            {loadOlder.isPending ? 'Loading…' : 'Load earlier messages'}
          </button>
        </div>
      )}
      {messages.length === 0 && (
        <div className="flex h-full flex-col items-center justify-center px-4 text-center">
          <Avatar name={view.other.name} src={view.other.avatar} size={96} />
          <p className="mt-4 font-bold text-slate-900">{view.other.name}</p>
          <p className="mt-1 max-w-xs text-sm text-slate-500">
            {view.readOnly
              ? 'No messages yet.'
              : view.order
                ? `Everything about order ${view.order.number}, between you and ${view.other.name}: questions, files, changes.`
                : `Say hello: ask ${view.other.name} about the work, the timing or anything else before you order.`}
          </p>
        </div>
      )}
      <ol className="space-y-1">
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const next = messages[index + 1];
          const newDay = !previous || !sameDay(previous.at, message.at);
          // A run of one sender's messages shows the avatar and time once, at its end.
          const endsRun =
            !next || next.senderId !== message.senderId || !sameDay(message.at, next.at);
          return (
            <Fragment key={message.id}>
              {newDay && (
                <li className="flex items-center gap-3 py-3 text-xs font-semibold text-slate-500">
                  <span className="h-px flex-1 bg-slate-200" />
                  {dayLabel(message.at)}
                  <span className="h-px flex-1 bg-slate-200" />
                </li>
              )}
              <MessageBubble
                message={message}
                view={view}
                mine={message.senderId === userId}
                endsRun={endsRun}
                seen={message.id === seenId}
              />
            </Fragment>
          );
        })}
      </ol>
      {typing && (
        <p
          className="mt-2 flex items-center gap-2 text-xs font-medium text-slate-500"
          aria-live="off"
        >
          <span className="flex gap-0.5" aria-hidden>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-slate-400"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          {view.other.name} is typing…
        </p>
      )}
    </div>
  );
}
