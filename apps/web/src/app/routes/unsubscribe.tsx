import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { unsubscribeQuery, useUnsubscribe } from '../../lib/api/mail-preferences';
import { AuthLayout } from '../../features/account/components/auth-layout';
import { RecoveryAside, tokenFromHash } from '../../features/account/components/recovery-aside';
import { mailKinds } from '../../features/account/mail-kinds';

/**
 * /unsubscribe#token=…: opened from a mail's footer. Opening it changes nothing (link scanners
 * open links too); the button unsubscribes, without signing in.
 */
export function Component() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const state = useQuery({ ...unsubscribeQuery(token), enabled: token !== '' });
  const unsubscribe = useUnsubscribe(token);
  const kind = state.data ? mailKinds[state.data.kind] : null;

  return (
    <AuthLayout
      title="Unsubscribe"
      subtitle="Choose which e-mails Giglane sends you."
      aside={<RecoveryAside line="Only the e-mails you want" />}
    >
      <title>Unsubscribe | Giglane</title>
      <div role="status" className="rounded-md border border-slate-200 bg-white p-4 text-sm">
        {!token || state.isError ? (
          <p className="text-rose-800">
            This unsubscribe link does not work: it may have been copied incompletely. You can
            choose your e-mails in your settings.
          </p>
        ) : !state.data || !kind ? (
          <p className="text-slate-700">Loading…</p>
        ) : state.data.subscribed ? (
          <>
            <p className="font-semibold text-slate-900">Stop {kind.plural}?</p>
            <p className="mt-1 text-slate-700">{kind.sends}</p>
            <button
              type="button"
              onClick={() => unsubscribe.mutate()}
              disabled={unsubscribe.isPending}
              className="mt-4 h-11 w-full rounded-md bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
            >
              {unsubscribe.isPending ? 'Unsubscribing…' : 'Yes, unsubscribe'}
            </button>
            {unsubscribe.isError && (
              <p className="mt-2 text-rose-800">We could not unsubscribe you. Please try again.</p>
            )}
          </>
        ) : (
          <p className="font-semibold text-slate-900">
            You are unsubscribed: Giglane sends you no more {kind.plural}.
          </p>
        )}
        <Link
          to={pagePaths.notificationSettings()}
          className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
        >
          Notification settings
        </Link>
      </div>
    </AuthLayout>
  );
}
