import { useQuery } from '@tanstack/react-query';
import { MAIL_CHOICES } from '@giglane/contract/mail';
import { RowsSkeleton } from '../../../components/rows-skeleton';
import {
  mailPreferencesQuery,
  useSaveMailPreferences,
  type MailChoice,
} from '../../../lib/api/mail-preferences';
import { mailKinds } from '../mail-kinds';

/** A switch per kind of e-mail, each saved as it is flipped, and what the server stored. */
export function MailPreferencesForm() {
  const preferences = useQuery(mailPreferencesQuery());
  const save = useSaveMailPreferences();
  const stored = preferences.data;

  if (preferences.isError)
    return (
      <p role="alert" className="mt-6 rounded-xl border border-rose-200 bg-white p-6 text-rose-800">
        Your e-mail settings could not load. Please reload the page.
      </p>
    );
  if (!stored) return <RowsSkeleton label="Loading your e-mail settings…" className="mt-6" />;

  const flip = (kind: MailChoice) => save.mutate({ ...stored, [kind]: !stored[kind] });

  return (
    <section aria-labelledby="mail-kinds-heading" className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mail-kinds-heading" className="text-lg font-semibold text-slate-900">
          E-mails
        </h2>
        <p role="status" className="text-sm text-slate-600">
          {save.isPending
            ? 'Saving…'
            : save.isError
              ? 'Not saved. Please try again.'
              : save.isSuccess
                ? 'Saved'
                : ''}
        </p>
      </div>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {MAIL_CHOICES.map((kind) => {
          const on = stored[kind];
          return (
            <li key={kind} className="flex items-start gap-4 p-4 sm:p-5">
              <div className="min-w-0 flex-1">
                <p id={`mail-${kind}`} className="font-semibold text-slate-900">
                  {mailKinds[kind].label}
                </p>
                <p id={`mail-${kind}-sends`} className="mt-0.5 text-sm text-slate-600">
                  {mailKinds[kind].sends}
                </p>
              </div>
              <span
                className="mt-0.5 w-7 text-right text-sm font-medium text-slate-700"
                aria-hidden
              >
                {on ? 'On' : 'Off'}
              </span>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={`mail-${kind}`}
                aria-describedby={`mail-${kind}-sends`}
                disabled={save.isPending}
                onClick={() => flip(kind)}
                className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${
                  on ? 'bg-brand-700' : 'bg-slate-400'
                }`}
              >
                <span
                  className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
                    on ? 'translate-x-5' : 'translate-x-0.5'
                  }`}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        E-mails about your account (a link to set a new password, confirming your address) always
        come: they are how you get back in.
      </p>
    </section>
  );
}
