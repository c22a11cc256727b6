import type { ConversationView, Message } from '../../../lib/api/messages';
import { Avatar } from '../../../components/avatar';
import { Icon } from '../../../components/icon';
import { ReportButton } from '../../../components/report-button';
import { REMOVED_MESSAGE_TEXT } from '@giglane/contract/report-values';
import { messageTime } from '../utils/message-times';
import { AttachmentView } from './attachment-view';

/**
 * One message; the end of a run of one sender's messages shows their avatar and the time. The
 * other person's messages can be reported, unless an admin already removed them.
 */
export function MessageBubble({
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
  const reportable = !mine && message.text !== REMOVED_MESSAGE_TEXT;
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
        {(endsRun || seen || reportable) && (
          <p className="flex items-center gap-1.5 px-1 text-[0.7rem] text-slate-500">
            {(endsRun || seen) && <time dateTime={message.at}>{messageTime(message.at)}</time>}
            {seen && (
              <span className="flex items-center gap-0.5 font-semibold text-brand-700">
                <Icon name="tick" className="size-3" />
                Seen
              </span>
            )}
            {reportable && (
              <ReportButton
                type="message"
                id={message.id}
                label={`Report this message from ${sender.name}`}
                className="!px-1 !py-0 text-[0.7rem]"
              />
            )}
          </p>
        )}
      </div>
    </li>
  );
}
