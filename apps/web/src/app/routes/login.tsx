import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { notices } from '@giglane/contract/ui-text';
import { FormField } from '../../components/form-field';
import { Icon } from '../../components/icon';
import { useNotifications } from '../../components/notifications';
import { ApiError } from '../../lib/api/client';
import { useSignIn } from '../../lib/api/users';
import { refusalOf } from '../../lib/refusal';
import { saveSession, useSession } from '../../lib/session';
import { loginSchema, type LoginValues } from '../../features/account/account-schemas';
import { ReviewScene } from '../../features/account/components/account-scenes';
import { AuthLayout } from '../../features/account/components/auth-layout';

export function Component() {
  const session = useSession();
  const location = useLocation();
  const { notify } = useNotifications();
  const signIn = useSignIn();
  // Set as the session is saved, so the redirect for visitors already signed in does not race the
  // full-page load to where this sign-in goes.
  const [leaving, setLeaving] = useState(false);
  // A suspended account's refusal names the reason (decision 053): it stays on the page to read.
  const [suspended, setSuspended] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  // Where a guard or a booking sent the visitor from, to return there after signing in.
  const { from, confirmationSentTo } =
    (location.state as { from?: string; confirmationSentTo?: string } | null) ?? {};

  if (session && !leaving) return <Navigate to={pagePatterns.landing} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user, token } = await signIn.mutateAsync(values);
      setLeaving(true);
      saveSession(token, user);
      // A full page load, as the specification says: every cache starts from the new session.
      window.location.assign(from?.startsWith('/') ? from : pagePaths.home());
    } catch (error) {
      const refusal = error instanceof ApiError && error.status === 403 ? refusalOf(error) : null;
      setSuspended(refusal);
      // The refusal stays on the form to be read; other failures are the usual notice.
      if (!refusal) notify(notices.loginFailed, 'error');
    }
  });

  return (
    <AuthLayout
      title="Sign in to Giglane"
      subtitle={
        <>
          Don&apos;t have an account?{' '}
          <Link to={pagePaths.register()} className="font-semibold text-brand-700 hover:underline">
            Join here
          </Link>
        </>
      }
      aside={<SidePanel />}
    >
      <title>Sign in | Giglane</title>
      {confirmationSentTo && (
        <div
          role="status"
          className="mb-5 rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
        >
          <p className="font-semibold text-slate-900">Your account is ready</p>
          <p className="mt-1">
            We sent a confirmation e-mail to{' '}
            <strong className="[overflow-wrap:anywhere]">{confirmationSentTo}</strong>. Follow its
            link to confirm your address; you can sign in meanwhile.
          </p>
        </div>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        {suspended && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-rose-200 bg-rose-50 px-3 py-2.5 text-sm text-rose-900"
          >
            <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-rose-700" />
            <SuspendedText text={suspended} email={getValues('email')} />
          </p>
        )}
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Password"
          revealable
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link
            to={pagePaths.forgotPassword()}
            className="font-semibold text-brand-700 hover:underline"
          >
            Forgot password?
          </Link>
        </p>
        <button
          type="submit"
          disabled={signIn.isPending || leaving}
          className="h-11 w-full rounded-md bg-brand-700 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {signIn.isPending || leaving ? 'Signing in…' : 'Login'}
        </button>
      </form>
    </AuthLayout>
  );
}

/** The refusal's text, its appeal page a link that takes the e-mail typed along (decision 058). */
function SuspendedText({ text, email }: { text: string; email: string }) {
  const [before, after] = text.split(pagePatterns.appeal);
  return (
    <span>
      {before}
      {after !== undefined && (
        <>
          <Link
            to={pagePaths.appeal()}
            state={{ email }}
            className="font-semibold text-rose-900 underline"
          >
            the appeal page
          </Link>
          {after}
        </>
      )}
    </span>
  );
}

function SidePanel() {
  return (
    <div className="absolute inset-0 flex flex-col bg-gradient-to-br from-brand-700 via-brand-800 to-slate-900 p-10 text-white">
      <div className="flex min-h-0 flex-1 items-center justify-center">
        <svg viewBox="0 0 360 260" className="h-auto max-h-full w-full max-w-[20rem]" aria-hidden>
          <ReviewScene />
        </svg>
      </div>
      <p className="mt-6 text-2xl font-bold leading-snug">Success starts here</p>
      <ul className="mt-4 space-y-2.5 text-[0.95rem] text-brand-50">
        {[
          'Services in every category, from logos to code',
          'Quality work done faster',
          'Sellers rated by real buyers',
        ].map((line) => (
          <li key={line} className="flex items-center gap-2.5">
            <Icon name="checkCircle" className="size-5 text-accent" />
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
