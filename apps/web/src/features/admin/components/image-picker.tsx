import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/icon';

/** The contract's upload limits: 1,000,000 bytes, JPG, PNG or GIF (the server checks the content). */
const MAX_BYTES = 1_000_000;
const TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/**
 * Chooses a picture and previews it from the browser, before anything is sent; the caller uploads
 * it once the record it belongs to is saved.
 */
export type PickedImage = { file: File; url: string };

export function ImagePicker({
  label,
  current,
  picked,
  onPick,
}: {
  label: string;
  /** The picture the record has now, if any. */
  current?: string;
  picked: PickedImage | null;
  onPick: (picked: PickedImage | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = picked?.file ?? null;
  const preview = picked?.url ?? (current || null);

  // Each preview is a blob URL held by the browser until revoked.
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!TYPES.includes(chosen.type)) {
      setProblem('Choose a JPG, PNG or GIF picture.');
    } else if (chosen.size > MAX_BYTES) {
      setProblem('Choose a picture under 1 MB.');
    } else {
      setProblem(null);
      onPick({ file: chosen, url: URL.createObjectURL(chosen) });
    }
    // The same file chosen again after a removal must still fire a change.
    if (input.current) input.current.value = '';
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-slate-800">
        {label}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="relative aspect-[16/9] w-full shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:w-56">
          {preview ? (
            <img
              src={preview}
              alt={file ? 'Preview of the chosen picture' : 'The current picture'}
              width={224}
              height={126}
              className="size-full object-cover"
            />
          ) : (
            <span className="flex size-full flex-col items-center justify-center gap-1 text-slate-500">
              <Icon name="image" className="size-7" />
              <span className="text-xs">No picture yet</span>
            </span>
          )}
          {file && (
            <span className="absolute left-2 top-2 rounded bg-slate-900/80 px-1.5 py-0.5 text-[0.7rem] font-semibold text-white">
              New
            </span>
          )}
        </div>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={id}
              className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <Icon name="image" className="size-4" />
              {preview ? 'Choose another picture' : 'Choose a picture'}
              <input
                ref={input}
                id={id}
                type="file"
                accept={TYPES.join(',')}
                aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
                className="sr-only"
                onChange={(event) => choose(event.target.files?.[0])}
              />
            </label>
            {file && (
              <button
                type="button"
                onClick={() => onPick(null)}
                className="h-9 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100"
              >
                Keep the current one
              </button>
            )}
          </div>
          {file && <p className="truncate text-xs font-medium text-slate-700">{file.name}</p>}
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            JPG, PNG or GIF, up to 1 MB. It is uploaded once the job is saved.
          </p>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="text-sm text-rose-600">
              {problem}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
