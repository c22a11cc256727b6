import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Avatar } from '../../../components/avatar';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import {
  messageQueries,
  useLoadOlderMessages,
  useMarkRead,
  useSetBlocked,
  type ConversationView,
  type Message,
} from '../../../lib/api/messages';
import { refusalOf } from '../../../lib/refusal';
import { useTyping } from '../hooks/use-typing';
import { dayLabel, messageTime, sameDay } from '../utils/message-times';
import { AttachmentView } from './attachment-view';
import { Composer } from './composer';
import { LoadFailed } from '../../../components/load-failed';

/** How close to the bottom (px) a reader still counts as following the conversation. */
const FOLLOWING_PX = 120;

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

/**
 * Marks the conversation read up to its last message while the caller has it on screen: at once
 * when it opens with unread messages, and for each message the other person sends meanwhile.
 */
function useMarkReadWhenSeen(view: ConversationView, userId: number, messages: Message[]) {
  const markRead = useMarkRead(view.id);
  const marked = useRef<number | null>(null);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const last = messages.at(-1);
  const lastFromOther = messages.findLast((message) => message.senderId !== userId);
  const { mutate } = markRead;
  useEffect(() => {
    if (view.readOnly || !last) return;
    // What was read before this opened needs no second mark.
    marked.current ??= view.unread > 0 ? 0 : last.id;
    if (!visible || !lastFromOther || lastFromOther.id <= marked.current) return;
    marked.current = last.id;
    mutate(last.id);
  }, [view.readOnly, view.unread, last, lastFromOther, visible, mutate]);
}

function ConversationHeader({
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

/** Block or unblock the other person, in a small menu that Escape closes. */
function ConversationMenu({ view }: { view: ConversationView }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const setBlocked = useSetBlocked();
  const { confirm, notify } = useNotifications();
  const blocked = view.blocked.byMe;

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector('button')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && event.target !== button.current)
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const toggleBlock = async () => {
    close();
    if (
      !blocked &&
      !(await confirm(`Block ${view.other.name}?`, {
        detail: 'They will no longer be able to message you. You can unblock them at any time.',
        yes: 'Block',
      }))
    )
      return;
    try {
      await setBlocked.mutateAsync({ userId: view.other.id, blocked: !blocked });
      notify(
        blocked ? `${view.other.name} is unblocked.` : `${view.other.name} is blocked.`,
        'success',
      );
    } catch (error) {
      notify(refusalOf(error) ?? 'That did not work. Try again.', 'error');
    }
  };

  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label="Conversation options"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((now) => !now)}
        className="flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
      >
        <Icon name="more" className="size-5" strokeWidth={3} />
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          className="absolute right-0 top-full z-20 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <button
            type="button"
            role="menuitem"
            onClick={() => void toggleBlock()}
            className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold hover:bg-slate-50 ${blocked ? 'text-slate-800' : 'text-rose-700'}`}
          >
            <Icon name={blocked ? 'checkCircle' : 'remove'} className="size-4" />
            {blocked ? `Unblock ${view.other.name}` : `Block ${view.other.name}`}
          </button>
        </div>
      )}
    </div>
  );
}

function MessageLog({
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

function MessageBubble({
  message,
  view,
  mine,
  endsRun,
  seen,
}: {
  message: Message;
  view: ConversationView;
  mine: boolean;
  endsRun: boolean;
  seen: boolean;
}) {
  const sender = view.participants.find((person) => person.id === message.senderId) ?? view.other;
  return (
    <li
      className={`flex items-end gap-2 ${mine ? 'justify-end' : 'justify-start'} ${endsRun ? 'pb-2' : ''}`}
    >
      {!mine && (
        <span className="w-8 shrink-0">
          {endsRun && <Avatar name={sender.name} src={sender.avatar} size={32} />}
        </span>
      )}
      <div
        className={`flex min-w-0 max-w-[85%] flex-col gap-1.5 sm:max-w-[70%] ${mine ? 'items-end' : 'items-start'}`}
      >
        <span className="sr-only">{mine ? 'You' : sender.name}:</span>
        {message.text && (
          <p
            className={`whitespace-pre-line break-words rounded-2xl px-3.5 py-2 text-[0.95rem] leading-relaxed ${
              mine
                ? 'rounded-br-md bg-brand-700 text-white'
                : 'rounded-bl-md border border-slate-200 bg-white text-slate-900'
            }`}
          >
            {message.text}
          </p>
        )}
        {message.attachments.map((attachment) => (
          <AttachmentView key={attachment.id} attachment={attachment} mine={mine} />
        ))}
        {(endsRun || seen) && (
          <p className="flex items-center gap-1.5 px-1 text-[0.7rem] text-slate-500">
            <time dateTime={message.at}>{messageTime(message.at)}</time>
            {seen && (
              <span className="flex items-center gap-0.5 font-semibold text-brand-700">
                <Icon name="tick" className="size-3" />
                Seen
              </span>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/** The composer, or why the caller cannot write here. */
function ComposerOrReason({ view }: { view: ConversationView }) {
  const setBlocked = useSetBlocked();
  const note = (children: ReactNode) => (
    <div className="flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 bg-white px-4 py-4 text-center text-sm text-slate-600">
      {children}
    </div>
  );
  if (view.readOnly) return note('You are reading this conversation as an admin: it is read-only.');
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
