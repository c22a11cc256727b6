import { pagePaths } from '@giglane/contract/page-paths';
import type { MailTemplate } from './layout';

/** The messages a mail shows at most; the rest are counted (the thread holds them all). */
export const UNREAD_MAIL_MESSAGES = 10;

type Data = {
  conversationId: number;
  /** The recipient's name. */
  name: string;
  /** Who wrote: the conversation's other member. */
  from: string;
  /** The newest unread messages, oldest first; `at` an ISO time. */
  messages: { text: string; at: string; files: number }[];
  /** Unread messages older than those shown. */
  more: number;
};

const time = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * To a member who neither read nor saw a conversation's new messages (decision 050): every one
 * since the last such mail, in one mail, with the thread's link.
 */
export const unreadMessages: MailTemplate<Data> = {
  kind: 'messages',
  subject: ({ from, messages, more }) =>
    `${count(messages.length + more, 'new message', 'new messages')} from ${from}`,
  body: ({ conversationId, name, from, messages, more }, link) => ({
    preview: messages.at(-1)?.text || `${from} wrote to you on Giglane.`,
    heading: `${from} wrote to you`,
    paragraphs: [
      `Hi ${name},`,
      `${from} sent you ${count(messages.length + more, 'message', 'messages')} you have not read yet${
        more > 0 ? `; here are the latest ${messages.length}` : ''
      }.`,
    ],
    quotes: messages.map((message) => ({
      caption: `${from} · ${time.format(new Date(message.at))} UTC`,
      text:
        [message.text, message.files > 0 ? `(${count(message.files, 'file', 'files')})` : '']
          .filter(Boolean)
          .join('\n') || '(no text)',
    })),
    action: { label: 'Reply on Giglane', url: link(pagePaths.conversation(conversationId)) },
    footnote: 'You get this mail when messages stay unread for a few minutes while you are away.',
  }),
};
