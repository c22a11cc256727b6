import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Icon } from '../../../components/icon';
import { fileSize } from '../../../lib/file-size';
import { downloadPrivateFile } from '../../../lib/api/files';
import { fetchAttachment, messageKeys, type MessageAttachment } from '../../../lib/api/messages';
import { useDataUrl } from '../hooks/use-data-url';

const isPicture = (attachment: MessageAttachment) => attachment.contentType.startsWith('image/');

/**
 * A file sent in a message: a picture shows as a thumbnail that opens in full (fetched with the
 * session's token, which its address needs), a document as a card that downloads it through a
 * signed link.
 */
export function AttachmentView({
  attachment,
  mine,
}: {
  attachment: MessageAttachment;
  mine: boolean;
}) {
  return isPicture(attachment) ? (
    <PictureAttachment attachment={attachment} />
  ) : (
    <FileAttachment attachment={attachment} mine={mine} />
  );
}

function PictureAttachment({ attachment }: { attachment: MessageAttachment }) {
  const bytes = useQuery({
    queryKey: messageKeys.attachment(attachment.id),
    queryFn: ({ signal }) => fetchAttachment(attachment.url, signal),
    staleTime: Infinity,
  });
  const url = useDataUrl(bytes.data);
  const dialog = useRef<HTMLDialogElement>(null);
  if (bytes.isError)
    return (
      <p className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600">
        <Icon name="image" className="size-4" />
        {attachment.name} could not be loaded.
      </p>
    );
  if (!url)
    return (
      <div
        className="h-40 w-56 animate-pulse rounded-xl bg-slate-200"
        aria-label={`Loading ${attachment.name}`}
        role="img"
      />
    );
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-label={`Open ${attachment.name}`}
        className="block max-w-full overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:opacity-90"
      >
        {/* Fixed bounds, not percentages, so the frame takes the picture's own shrunk size. */}
        <img src={url} alt={attachment.name} className="block h-auto max-h-60 w-auto max-w-64" />
      </button>
      <dialog
        ref={dialog}
        aria-label={attachment.name}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, around its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto max-h-[92vh] max-w-[92vw] overflow-visible bg-transparent p-0 backdrop:bg-slate-950/80"
      >
        <img src={url} alt={attachment.name} className="max-h-[80vh] max-w-[92vw] rounded-lg" />
        <div className="mt-3 flex items-center justify-between gap-3 text-sm text-white">
          <span className="min-w-0 truncate">
            {attachment.name} · {fileSize(attachment.size)}
          </span>
          <span className="flex shrink-0 gap-2">
            <a
              href={url}
              download={attachment.name}
              className="inline-flex items-center gap-1.5 rounded-lg bg-white/15 px-3 py-1.5 font-semibold hover:bg-white/25"
            >
              <Icon name="download" className="size-4" />
              Download
            </a>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="inline-flex items-center gap-1.5 rounded-lg bg-white/15 px-3 py-1.5 font-semibold hover:bg-white/25"
            >
              <Icon name="close" className="size-4" />
              Close
            </button>
          </span>
        </div>
      </dialog>
    </>
  );
}

function FileAttachment({ attachment, mine }: { attachment: MessageAttachment; mine: boolean }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  // Through a signed link made when asked for: the browser downloads the file itself.
  const download = async () => {
    setState('loading');
    try {
      await downloadPrivateFile(attachment.url, attachment.name);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div
      className={`flex w-64 max-w-full items-center gap-3 rounded-xl border px-3 py-2.5 ${
        mine ? 'border-brand-100 bg-white/95' : 'border-slate-200 bg-white'
      }`}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-rose-50 text-rose-600">
        <Icon name="file" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-slate-900">
          {attachment.name}
        </span>
        <span className="block text-xs text-slate-500">
          {state === 'failed' ? 'Could not download. Try again.' : fileSize(attachment.size)}
        </span>
      </span>
      <button
        type="button"
        onClick={() => void download()}
        disabled={state === 'loading'}
        aria-label={`Download ${attachment.name}`}
        className="flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-700 disabled:cursor-wait disabled:opacity-50"
      >
        <Icon name="download" className="size-5" />
      </button>
    </div>
  );
}
