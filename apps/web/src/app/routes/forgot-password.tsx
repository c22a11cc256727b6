import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { FormField } from '../../components/form-field';
import { useNotifications } from '../../components/notifications';
import { ApiError } from '../../lib/api/client';
import { useRequestPasswordReset } from '../../lib/api/users';
import {
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from '../../features/account/account-schemas';
import { AuthLayout } from '../../features/account/components/auth-layout';
import { RecoveryAside } from '../../features/account/components/recovery-aside';

export function Component() {
  const { notify } = useNotifications();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { message } = await request.mutateAsync(email);
      setSent(message);
    } catch (error) {
      notify(
        error instanceof ApiError && error.status === 429
          ? 'Too many requests for now. Please try again later.'
          : 'We could not send the link. Please try again in a moment.',
        'error',
      );
    }
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle={
        <>
          Remembered it?{' '}
          <Link to={pagePaths.login()} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
      aside={<RecoveryAside line="Back to work in a minute" />}
    >
      <title>Forgot password | Giglane</title>
      {sent ? (
        <div role="status" className="rounded-md border border-brand-200 bg-brand-50 p-4 text-sm">
          <p className="font-semibold text-slate-900">Check your inbox</p>
          <p className="mt-1 text-slate-700">{sent} It works once, for one hour.</p>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
          <p className="text-sm text-slate-600">
            Enter your account&apos;s e-mail address and we will send you a link to set a new
            password.
          </p>
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <button
            type="submit"
            disabled={request.isPending}
            className="h-11 w-full rounded-md bg-brand-700 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {request.isPending ? 'Sending…' : 'Send the link'}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
