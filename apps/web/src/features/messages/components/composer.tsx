import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_TEXT_MAX,
} from '@giglane/contract/message-values';
import { UploadProgress } from '../../../components/upload-progress';
import { Icon } from '../../../components/icon';
import { fileSize } from '../../../lib/file-size';
import { sendTyping, useSendMessage } from '../../../lib/api/messages';
import { randomKey } from '../../../lib/random-key';
import { refusalOf, refusalRules } from '../../../lib/refusal';
import { useDataUrl } from '../hooks/use-data-url';

const ACCEPTED = MESSAGE_ATTACHMENT_TYPES.flatMap((type) =>
  type === 'jpg' ? ['.jpg', '.jpeg'] : [`.${type}`],
).join(',');
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'];
/** The character count shows from here on, before the limit is met. */
const COUNT_FROM = MESSAGE_TEXT_MAX - 500;
/** At most one "typing" a this often: the server refuses more, and the other side shows it for 3 s. */
const TYPING_EVERY_MS = 2_500;

type Picked = { file: File; key: string; error?: string };

/** What is wrong with a file before it is sent; the server checks its content again. */
function fileProblem(file: File): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const knownType =
    ACCEPTED_TYPES.includes(file.type) || ACCEPTED.split(',').includes(`.${extension}`);
  if (!knownType) return 'Only JPG, PNG, GIF and PDF files can be sent.';
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES)
    return `${fileSize(file.size)}: a file may be ${fileSize(MESSAGE_ATTACHMENT_MAX_BYTES)} at most.`;
  return undefined;
}

const NAMED_FILE = /^"([^"]+)" (.+)$/;

/**
 * Writing a message: text of up to MESSAGE_TEXT_MAX characters and up to MESSAGE_ATTACHMENTS_MAX
 * pictures or PDFs, each previewed with its own problem. Enter sends, Shift+Enter starts a line.
 * The server's refusal goes beside what it names: the text, a file, or the whole message.
 */
export function Composer({
  conversationId,
  recipient,
}: {
  conversationId: number;
  recipient: string;
}) {
  const send = useSendMessage(conversationId);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [textError, setTextError] = useState<string>();
  const [filesError, setFilesError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [sent, setSent] = useState<number | null>(null);
  // One key per message, kept through failed tries so a retry cannot send it twice.
  const clientKey = useRef(randomKey());
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();

  // The field grows with its text up to a few lines, then scrolls.
  useEffect(() => {
    const area = field.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 160)}px`;
  }, [text]);

  const tooLong = text.length > MESSAGE_TEXT_MAX;
  const blocked = picked.some((item) => item.error);
  const empty = text.trim() === '' && picked.length === 0;

  const onText = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    setTextError(undefined);
    const now = Date.now();
    if (event.target.value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void sendTyping(conversationId);
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = MESSAGE_ATTACHMENTS_MAX - picked.length;
    setFilesError(
      files.length > room
        ? `A message holds ${MESSAGE_ATTACHMENTS_MAX} files at most: ${files.length - room} not added.`
        : undefined,
    );
    setPicked((current) => [
      ...current,
      ...files
        .slice(0, Math.max(room, 0))
        .map((file) => ({ file, key: randomKey(), error: fileProblem(file) })),
    ]);
    field.current?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || tooLong || blocked || send.isPending) return;
    setRefusal(undefined);
    setFilesError(undefined);
    setSent(picked.length > 0 ? 0 : null);
    try {
      await send.mutateAsync({
        text,
        files: picked.map((item) => item.file),
        clientKey: clientKey.current,
        onProgress: setSent,
      });
      clientKey.current = randomKey();
      lastTyping.current = 0;
      setText('');
      setPicked([]);
      field.current?.focus();
    } catch (error) {
      showRefusal(error);
    } finally {
      setSent(null);
    }
  };

  const showRefusal = (error: unknown) => {
    const reason = refusalOf(error);
    if (!reason) {
      setRefusal('The message could not be sent. Check your connection and try again.');
      return;
    }
    const general: string[] = [];
    for (const { field: name, rule } of refusalRules(reason)) {
      // A file's own problem names it: `files: "brief.png" must be …`.
      const named = NAMED_FILE.exec(rule);
      const file = named && picked.findIndex((item) => item.file.name === named[1]);
      if (name === 'text') setTextError(rule);
      else if (name === 'files' && named && file !== null && file >= 0) {
        const problem = named[2]!.charAt(0).toUpperCase() + named[2]!.slice(1);
        setPicked((current) =>
          current.map((item, index) => (index === file ? { ...item, error: problem } : item)),
        );
      } else if (name === 'files') setFilesError(rule);
      else general.push(rule);
    }
    setRefusal(general.join(' ') || undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const shownTextError =
    textError ??
    (tooLong
      ? `Must be at most ${MESSAGE_TEXT_MAX.toLocaleString('en-US')} characters`
      : undefined);
  const describedBy = [shownTextError && `${id}-text-error`, `${id}-hint`]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Message to ${recipient}`}
      className="border-t border-slate-200 bg-white px-3 py-3 sm:px-4"
    >
      {picked.length > 0 && (
        <ul aria-label="Files to send" className="mb-3 flex gap-2 overflow-x-auto pb-1">
          {picked.map((item, index) => (
            <PickedFile
              key={item.key}
              item={item}
              disabled={send.isPending}
              onRemove={() => setPicked((current) => current.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      )}
      {filesError && (
        <p role="alert" className="mb-2 text-sm text-rose-600">
          {filesError}
        </p>
      )}
      <div
        className={`flex items-end gap-2 rounded-2xl border bg-white px-2 py-1.5 transition focus-within:ring-2 ${
          shownTextError
            ? 'border-rose-500 focus-within:ring-rose-200'
            : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100'
        }`}
      >
        <input
          ref={picker}
          type="file"
          multiple
          accept={ACCEPTED}
          onChange={onPick}
          className="sr-only"
          tabIndex={-1}
          aria-label="Files"
        />
        <button
          type="button"
          onClick={() => picker.current?.click()}
          disabled={send.isPending || picked.length >= MESSAGE_ATTACHMENTS_MAX}
          aria-label="Attach files"
          title={`Attach up to ${MESSAGE_ATTACHMENTS_MAX} pictures or PDFs`}
          className="mb-0.5 flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <Icon name="paperclip" className="size-5" />
        </button>
        <textarea
          ref={field}
          value={text}
          onChange={onText}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder={`Message ${recipient}…`}
          aria-label="Message"
          aria-invalid={shownTextError ? true : undefined}
          aria-describedby={describedBy}
          className="max-h-40 min-h-9 flex-1 resize-none bg-transparent px-1 py-1.5 text-[0.95rem] leading-relaxed text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
        <button
          type="submit"
          disabled={empty || tooLong || blocked || send.isPending}
          aria-label="Send"
          className="mb-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-400 disabled:shadow-none"
        >
          <Icon name="send" className="size-5" />
        </button>
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3 px-1 text-xs">
        <div className="min-w-0">
          {shownTextError && (
            <p id={`${id}-text-error`} role="alert" className="text-sm text-rose-600">
              {shownTextError}
            </p>
          )}
          {refusal && (
            <p role="alert" className="text-sm text-rose-600">
              {refusal}
            </p>
          )}
          {sent !== null && (
            <UploadProgress label="Attachments upload" sent={sent} sending="Sending files" />
          )}
          <p id={`${id}-hint`} className="hidden text-slate-500 sm:block">
            Enter to send, Shift+Enter for a new line
          </p>
        </div>
        {text.length >= COUNT_FROM && (
          <p
            className={`shrink-0 tabular-nums ${tooLong ? 'font-bold text-rose-600' : 'text-slate-500'}`}
          >
            {text.length.toLocaleString('en-US')} / {MESSAGE_TEXT_MAX.toLocaleString('en-US')}
          </p>
        )}
      </div>
    </form>
  );
}

/** A file about to be sent: a thumbnail of a picture or a document's card, and its problem. */
function PickedFile({
  item,
  disabled,
  onRemove,
}: {
  item: Picked;
  disabled: boolean;
  onRemove: () => void;
}) {
  const picture = item.file.type.startsWith('image/') && !item.error;
  const preview = useDataUrl(picture ? item.file : undefined);
  return (
    <li
      className={`relative flex w-40 shrink-0 flex-col rounded-xl border p-2 text-xs ${
        item.error ? 'border-rose-300 bg-rose-50' : 'border-slate-200 bg-slate-50'
      }`}
    >
      <div className="flex items-center gap-2">
        {preview ? (
          <img src={preview} alt="" className="size-10 shrink-0 rounded-md object-cover" />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-white text-slate-500">
            <Icon name={picture ? 'image' : 'file'} className="size-5" />
          </span>
        )}
        <span className="min-w-0 flex-1 pr-5">
          <span className="block truncate font-semibold text-slate-800">{item.file.name}</span>
          <span className="block text-slate-500">{fileSize(item.file.size)}</span>
        </span>
      </div>
      {item.error && (
        <p role="alert" className="mt-1.5 leading-snug text-rose-700">
          {item.error}
        </p>
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${item.file.name}`}
        className="absolute right-1 top-1 flex size-6 items-center justify-center rounded-full text-slate-500 hover:bg-white hover:text-rose-700"
      >
        <Icon name="close" className="size-4" />
      </button>
    </li>
  );
}
