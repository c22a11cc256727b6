import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { FormField } from '../../components/form-field';
import { ApiError } from '../../lib/api/client';
import { useResetPassword } from '../../lib/api/users';
import { saveSession } from '../../lib/session';
import {
  resetPasswordSchema,
  type ResetPasswordValues,
} from '../../features/account/account-schemas';
import { AuthLayout } from '../../features/account/components/auth-layout';
import { RecoveryAside, tokenFromHash } from '../../features/account/components/recovery-aside';

export function Component() {
  // Read once: the fragment is the link's, and leaving it in the address bar helps nobody.
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const reset = useResetPassword();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { user, token: session } = await reset.mutateAsync({ token, password });
      saveSession(session, user);
      // A full page load, as after sign-in: every cache starts from the new session.
      window.location.assign(pagePaths.home());
    } catch (error) {
      setRefusal(
        error instanceof ApiError &&
          typeof error.content === 'string' &&
          error.content.startsWith('token:')
          ? 'This link no longer works: it was used already, has expired, or was copied incompletely.'
          : 'We could not set the password. Please try again in a moment.',
      );
    }
  });

  return (
    <AuthLayout
      title="Set a new password"
      subtitle="Setting it signs you out on every other device."
      aside={<RecoveryAside line="A fresh start, safely" />}
    >
      <title>Set a new password | Giglane</title>
      {refusal || !token ? (
        <div role="alert" className="mb-5 rounded-md border border-rose-200 bg-rose-50 p-4 text-sm">
          <p className="text-rose-800">{refusal ?? 'This page needs the link from your e-mail.'}</p>
          <Link
            to={pagePaths.forgotPassword()}
            className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
          >
            Ask for a new link
          </Link>
        </div>
      ) : null}
      {token && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
          <FormField
            label="New password"
            revealable
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <FormField
            label="Repeat the new password"
            revealable
            autoComplete="new-password"
            error={errors.passwordConfirm?.message}
            {...register('passwordConfirm')}
          />
          <button
            type="submit"
            disabled={reset.isPending}
            className="h-11 w-full rounded-md bg-brand-700 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {reset.isPending ? 'Saving…' : 'Set the password and sign in'}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
