import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { notices } from '@giglane/contract/ui-text';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { useUploadAvatar, type User } from '../../../lib/api/users';

/** What the server takes (contract §4, uploads): checked here first so a wrong file fails at once. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const MAX_BYTES = 1_000_000;

type Picked = { file: File; url: string };

/**
 * The profile picture with a "Change photo" file input: a chosen picture is previewed locally and
 * only sent (POST /api/users/upload-avatar) when the user saves it.
 */
export function AvatarPicker({ user }: { user: User }) {
  const inputId = useId();
  const errorId = useId();
  const { notify } = useNotifications();
  const upload = useUploadAvatar();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Each preview is a blob URL held by the browser until revoked.
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the value lets the same file be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) {
      setProblem('Choose a JPG, PNG or GIF picture.');
      return;
    }
    if (file.size > MAX_BYTES) {
      setProblem('Choose a picture smaller than 1 MB.');
      return;
    }
    setProblem(null);
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const save = () => {
    if (!picked) return;
    upload.mutate(picked.file, {
      onSuccess: () => {
        setPicked(null);
        notify('Your profile photo has been updated', 'success');
      },
      onError: () => notify(notices.fail, 'error'),
    });
  };

  const shown = picked?.url ?? user.avatar;

  return (
    <div className="flex flex-col items-center">
      <div className="relative">
        {shown ? (
          <img
            src={shown}
            alt={picked ? 'Preview of your new profile photo' : `${user.name}'s profile photo`}
            width={128}
            height={128}
            className={`size-32 rounded-full object-cover ${picked ? 'ring-4 ring-accent ring-offset-2' : 'ring-1 ring-slate-200'}`}
          />
        ) : (
          <span
            className="flex size-32 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-5xl font-bold text-white"
            aria-hidden
          >
            {user.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <label
          htmlFor={inputId}
          title="Change photo"
          className="absolute bottom-1 right-1 flex size-9 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-slate-900 text-white shadow transition hover:bg-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
        >
          <span className="sr-only">Change photo</span>
          <Icon name="camera" className="size-4" />
          <input
            id={inputId}
            type="file"
            accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
            onChange={onPick}
            aria-describedby={problem ? errorId : undefined}
            className="sr-only"
          />
        </label>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="mt-3 text-center text-sm text-rose-600">
          {problem}
        </p>
      )}
      {picked && (
        <div className="mt-4 flex items-center gap-2">
          <button
            type="button"
            onClick={() => setPicked(null)}
            disabled={upload.isPending}
            className="h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={save}
            disabled={upload.isPending}
            className="h-9 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
          >
            {upload.isPending ? 'Uploading…' : 'Save photo'}
          </button>
        </div>
      )}
    </div>
  );
}
