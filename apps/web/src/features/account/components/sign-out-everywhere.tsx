import { notices } from '@giglane/contract/ui-text';
import { useNotifications } from '../../../components/notifications';
import { ApiError } from '../../../lib/api/client';
import { useSignOutEverywhere } from '../../../lib/api/users';

/** For a lost phone or a shared computer: ends the account's sessions everywhere but here. */
export function SignOutEverywhere() {
  const { notify, confirm } = useNotifications();
  const signOutEverywhere = useSignOutEverywhere();

  const onClick = async () => {
    const sure = await confirm(
      'Sign out of Giglane in every other browser and device? You stay signed in here.',
    );
    if (!sure) return;
    try {
      await signOutEverywhere.mutateAsync();
      notify('You are signed out everywhere else', 'success');
    } catch (error) {
      // A refused session is the app shell's to answer; anything else is the usual 'Fail'.
      if (!(error instanceof ApiError && error.isBadSession)) notify(notices.fail, 'error');
    }
  };

  return (
    <div className="mt-6 border-t border-slate-200 pt-5 text-center">
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={signOutEverywhere.isPending}
        className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 transition hover:border-rose-700 hover:text-rose-700 disabled:opacity-60"
      >
        {signOutEverywhere.isPending ? 'Signing out…' : 'Sign out everywhere'}
      </button>
      <p className="mt-2 text-xs text-slate-500">
        Ends your sessions in every other browser and device.
      </p>
    </div>
  );
}
