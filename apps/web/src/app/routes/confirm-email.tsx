import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { ApiError } from '../../lib/api/client';
import { useConfirmEmail } from '../../lib/api/users';
import { useSession } from '../../lib/session';
import { AuthLayout } from '../../features/account/components/auth-layout';
import { RecoveryAside, tokenFromHash } from '../../features/account/components/recovery-aside';

export function Component() {
  const session = useSession();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const confirm = useConfirmEmail();
  const { mutate } = confirm;

  // Following the link is the confirmation: no button to press.
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const refused = !token || (confirm.error instanceof ApiError && confirm.error.status === 400);
  const next = session
    ? { to: pagePaths.profile(), label: 'Go to your profile' }
    : { to: pagePaths.login(), label: 'Sign in' };

  return (
    <AuthLayout
      title="Confirm your e-mail address"
      subtitle="Giglane sends your account's mail to the address you confirm."
      aside={<RecoveryAside line="One address you can count on" />}
    >
      <title>Confirm e-mail | Giglane</title>
      <div role="status" className="rounded-md border border-slate-200 bg-white p-4 text-sm">
        {confirm.isSuccess ? (
          <p className="font-semibold text-slate-900">
            {confirm.data.email} is confirmed. Thank you!
          </p>
        ) : refused ? (
          <p className="text-rose-800">
            This link no longer works: it was used already, has expired, or was copied incompletely.
            You can send a new one from your profile.
          </p>
        ) : confirm.isError ? (
          <p className="text-rose-800">We could not confirm the address. Please try again.</p>
        ) : (
          <p className="text-slate-700">Confirming…</p>
        )}
        <Link
          to={next.to}
          className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
        >
          {next.label}
        </Link>
      </div>
    </AuthLayout>
  );
}
