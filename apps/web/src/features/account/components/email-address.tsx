import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverText } from '@giglane/contract/server-text';
import { notices } from '@giglane/contract/ui-text';
import { FormField } from '../../../components/form-field';
import { useNotifications } from '../../../components/notifications';
import { ApiError } from '../../../lib/api/client';
import {
  accountEmailQuery,
  useChangeEmail,
  useResendEmailConfirmation,
} from '../../../lib/api/users';
import { changeEmailSchema, type ChangeEmailValues } from '../account-schemas';

/** The account's address: confirmed or not (with "resend"), the one waiting, and changing it. */
export function EmailAddress() {
  const { notify } = useNotifications();
  const { data } = useQuery(accountEmailQuery());
  const resend = useResendEmailConfirmation();
  const [changing, setChanging] = useState(false);
  if (!data) return null;

  const onResend = async () => {
    try {
      const state = await resend.mutateAsync();
      notify(`We sent a new link to ${state.pendingEmail ?? state.email}`, 'success');
    } catch (error) {
      notify(
        error instanceof ApiError && error.status === 429
          ? 'Too many links for now. Please try again later.'
          : notices.fail,
        'error',
      );
    }
  };

  return (
    <section
      aria-labelledby="email-heading"
      className="mt-6 border-t border-slate-200 pt-5 text-sm"
    >
      <h2 id="email-heading" className="font-semibold text-slate-900">
        E-mail address
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span className="[overflow-wrap:anywhere] text-slate-800">{data.email}</span>
        <span
          className={
            data.confirmed
              ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800'
              : 'rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900'
          }
        >
          {data.confirmed ? 'Confirmed' : 'Not confirmed'}
        </span>
      </p>
      {data.pendingEmail && (
        <p className="mt-2 text-slate-700">
          Changing to <strong className="[overflow-wrap:anywhere]">{data.pendingEmail}</strong>:
          follow the link we sent there to make it your address.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {(!data.confirmed || data.pendingEmail) && (
          <button
            type="button"
            onClick={() => void onResend()}
            disabled={resend.isPending}
            className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-700 disabled:opacity-60"
          >
            {resend.isPending ? 'Sending…' : 'Resend the link'}
          </button>
        )}
        {!changing && (
          <button
            type="button"
            onClick={() => setChanging(true)}
            className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-700"
          >
            Change address
          </button>
        )}
      </div>
      {changing && <ChangeEmailForm onDone={() => setChanging(false)} />}
    </section>
  );
}

function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const { notify } = useNotifications();
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify(`We sent a confirmation link to ${values.email}`, 'success');
      onDone();
    } catch (error) {
      const content = error instanceof ApiError ? error.content : null;
      if (content === serverText.emailTaken)
        setError('email', { message: notices.emailExists }, { shouldFocus: true });
      else if (typeof content === 'string' && content.startsWith('password:'))
        setError('password', { message: 'This is not your current password' });
      else if (typeof content === 'string' && content.startsWith('email:'))
        setError('email', { message: 'This is already your address' });
      else notify(notices.fail, 'error');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-4">
      <FormField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        label="Current password"
        revealable
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={change.isPending}
          className="inline-flex h-9 items-center rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {change.isPending ? 'Sending…' : 'Send a confirmation link'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 font-semibold text-slate-800"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
