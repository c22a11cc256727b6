import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import {
  PICTURE_CONTENT_TYPES,
  PICTURE_MAX_BYTES,
  PICTURE_RULES,
  PICTURES_MAX,
  srcSetOf,
} from '@giglane/contract/gig-offer-values';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../../components/icon';
import { fileSize } from '../../../lib/file-size';
import { refusalOf, refusalRules } from '../../../lib/refusal';
import {
  useDeleteGigPicture,
  useMakeGigPictureCover,
  useUploadGigPicture,
  type GigPicture,
  type SellerGig,
} from '../../../lib/api/seller-gigs';
import { StepHeading } from './editor-parts';

/**
 * A picture on its way up: its preview, the share sent, or why it was refused (by the rules before
 * sending, without a preview, or by the server).
 */
type Upload = { key: number; name: string; preview?: string; sent: number; error?: string };

const ACCEPTED = PICTURE_CONTENT_TYPES.join(',');

/**
 * A refusal as sentences under a file, without the field it names (the tile says which file):
 * "formFile: must be at most 5 MB …; this file is 6.2 MB" reads "Must be at most 5 MB …. This file
 * is 6.2 MB".
 */
const sentences = (refusal: string) =>
  refusalRules(refusal)
    .map((part) => part.rule)
    .join('. ');

/**
 * Why the server would refuse a file, worked out before sending it: a 6 MB picture is not sent
 * only to be refused. The server checks again, by the file's content.
 */
function ruleBroken(file: File): string | null {
  if (!(PICTURE_CONTENT_TYPES as readonly string[]).includes(file.type))
    return sentences(PICTURE_RULES.type);
  if (file.size > PICTURE_MAX_BYTES)
    return sentences(`${PICTURE_RULES.size}; this file is ${fileSize(file.size)}`);
  return null;
}

/** Step 4: up to three pictures, each uploaded at once with its progress; the first is the cover. */
export function GalleryStep({ gig }: { gig: SellerGig }) {
  const upload = useUploadGigPicture(gig.id);
  const makeCover = useMakeGigPictureCover(gig.id);
  const remove = useDeleteGigPicture(gig.id);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextKey = useRef(0);
  const busy = makeCover.isPending || remove.isPending;
  const waiting = uploads.filter((item) => !item.error).length;
  const room = PICTURES_MAX - gig.pictures.length - waiting;

  // Each preview is a blob URL held by the browser until revoked.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const held = previews.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const change = (key: number, patch: Partial<Upload> | null) =>
    setUploads((list) =>
      patch === null
        ? list.filter((item) => item.key !== key)
        : list.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    );

  const send = (file: File) => {
    const key = ++nextKey.current;
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    setUploads((list) => [...list, { key, name: file.name, preview, sent: 0 }]);
    // Each upload settles its own tile: a mutation's per-call callbacks would follow only the last.
    void upload.mutateAsync({ file, onProgress: (sent) => change(key, { sent }) }).then(
      () => change(key, null),
      (error: unknown) => {
        const refusal = refusalOf(error);
        change(key, {
          error: refusal ? sentences(refusal) : 'The picture could not be uploaded. Try again.',
        });
      },
    );
  };

  /** Sends the files that keep the rules while there is room; the others say which rule. */
  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const refused = chosen.map((file) => ({ file, error: ruleBroken(file) }));
    const fitting = refused.filter((item) => !item.error).map((item) => item.file);
    setUploads((list) => [
      ...list,
      ...refused.flatMap(({ file, error }) =>
        error ? [{ key: ++nextKey.current, name: file.name, sent: 0, error }] : [],
      ),
    ]);
    setProblem(
      fitting.length > room
        ? `A gig has at most ${PICTURES_MAX} pictures: only the first ${Math.max(room, 0)} of these are added.`
        : null,
    );
    fitting.slice(0, Math.max(room, 0)).forEach(send);
  };

  const act = (action: typeof makeCover, position: number) =>
    action.mutate(position, {
      onSuccess: () => setProblem(null),
      onError: (error) =>
        setProblem(refusalOf(error) ?? 'The gallery could not be changed. Try again.'),
    });

  return (
    <div>
      <StepHeading title="Gallery">
        Show your work in up to {PICTURES_MAX} pictures. The first one is your gig&apos;s cover on
        cards and in search; make any other the cover at any time.
      </StepHeading>
      {problem && (
        <p
          role="alert"
          className="mb-6 flex items-start gap-2.5 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
      <ul aria-label="Gig pictures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {gig.pictures.map((picture, position) => (
          <SavedPicture
            key={picture.url}
            picture={picture}
            position={position}
            busy={busy}
            onCover={() => act(makeCover, position)}
            onRemove={() => act(remove, position)}
          />
        ))}
        {uploads.map((item) => (
          <UploadTile key={item.key} upload={item} onDismiss={() => change(item.key, null)} />
        ))}
        {room > 0 && <DropZone onFiles={choose} first={gig.pictures.length === 0 && !waiting} />}
      </ul>
      <p className="mt-4 text-sm text-slate-500">
        JPG, PNG or GIF up to {fileSize(PICTURE_MAX_BYTES)} each; wide pictures (16:9, at least 1280
        px) look best.
      </p>

      <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
        <Link
          to={pagePaths.editSellerGig(gig.id, 'description')}
          className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 transition hover:bg-slate-50"
        >
          Back
        </Link>
        <Link
          to={pagePaths.editSellerGig(gig.id, 'publish')}
          aria-disabled={waiting > 0}
          onClick={(event) => waiting > 0 && event.preventDefault()}
          className={`inline-flex h-11 items-center gap-2 rounded-lg bg-brand-700 px-6 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 ${
            waiting > 0 ? 'cursor-wait opacity-60' : ''
          }`}
        >
          {waiting > 0 ? 'Uploading…' : 'Continue'}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

function SavedPicture({
  picture,
  position,
  busy,
  onCover,
  onRemove,
}: {
  picture: GigPicture;
  position: number;
  busy: boolean;
  onCover: () => void;
  onRemove: () => void;
}) {
  const label = position === 0 ? 'the cover' : `picture ${position + 1}`;
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/10] bg-slate-100">
        <img
          src={picture.url}
          srcSet={srcSetOf(picture)}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          alt={position === 0 ? 'Cover picture' : `Picture ${position + 1}`}
          width={picture.width}
          height={picture.height}
          className="size-full object-cover"
        />
        {position === 0 && (
          <span className="absolute left-3 top-3 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-bold text-white">
            Cover
          </span>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 px-3 py-2.5">
        {position === 0 ? (
          <span className="text-sm font-medium text-slate-500">Shown on cards and in search</span>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={onCover}
            aria-label={`Make picture ${position + 1} the cover`}
            className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
          >
            <Icon name="star" className="size-4" />
            Make cover
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={onRemove}
          aria-label={`Remove ${label}`}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-slate-600 hover:bg-rose-50 hover:text-rose-700 disabled:opacity-50"
        >
          <Icon name="trash" className="size-4" />
          Remove
        </button>
      </div>
    </li>
  );
}

function UploadTile({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const percent = Math.round(upload.sent * 100);
  // A file that only claims to be a picture has no preview to show.
  const [unreadable, setUnreadable] = useState(false);
  return (
    <li
      className={`overflow-hidden rounded-xl border bg-white shadow-sm ${upload.error ? 'border-rose-300' : 'border-slate-200'}`}
    >
      <div className="relative aspect-[16/10] bg-slate-100">
        {upload.preview && !unreadable ? (
          <img
            src={upload.preview}
            alt=""
            onError={() => setUnreadable(true)}
            className={`size-full object-cover ${upload.error ? 'opacity-40 grayscale' : 'opacity-70'}`}
          />
        ) : (
          <span className="flex size-full items-center justify-center text-slate-400">
            <Icon name="image" className="size-10" />
          </span>
        )}
        {!upload.error && (
          <div className="absolute inset-x-4 bottom-4">
            <div
              role="progressbar"
              aria-label={`Uploading ${upload.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-white/80 shadow"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-1.5 text-center text-xs font-bold text-slate-900 drop-shadow-sm">
              {percent < 100 ? `Uploading… ${percent}%` : 'Processing…'}
            </p>
          </div>
        )}
      </div>
      <div className="px-3 py-2.5">
        <p className="truncate text-sm font-medium text-slate-700">{upload.name}</p>
        {upload.error && (
          <div className="mt-1 flex items-start justify-between gap-2">
            <p role="alert" className="text-sm text-rose-700">
              {upload.error}
            </p>
            <button
              type="button"
              onClick={onDismiss}
              className="shrink-0 rounded-md px-2 py-0.5 text-sm font-semibold text-slate-600 hover:bg-slate-100"
            >
              Dismiss
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

function DropZone({
  onFiles,
  first,
}: {
  onFiles: (files: FileList | null) => void;
  first: boolean;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles(event.dataTransfer.files);
  };
  return (
    <li>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex h-full min-h-52 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 text-center transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
          over
            ? 'border-brand-600 bg-brand-50'
            : 'border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50/40'
        }`}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="image" className="size-6" />
        </span>
        <span className="text-sm font-bold text-slate-800">
          {first ? 'Add your cover picture' : 'Add a picture'}
        </span>
        <span className="text-xs text-slate-500">Drop it here or browse</span>
        <input
          id={id}
          type="file"
          accept={ACCEPTED}
          multiple
          className="sr-only"
          onChange={(event) => {
            onFiles(event.target.files);
            // The same file chosen again after a removal must still fire a change.
            event.target.value = '';
          }}
        />
      </label>
    </li>
  );
}
