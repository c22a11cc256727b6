import { useSession } from '../../lib/session';
import { MailPreferencesForm } from '../../features/account/components/mail-preferences-form';
import { SendToLogin } from '../send-to-login';

/** /settings/notifications: which kinds of e-mail the signed-in user receives. */
export function Component() {
  if (!useSession()) return <SendToLogin />;
  return (
    <div className="min-h-full bg-slate-50">
      <title>Notification settings | Giglane</title>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Settings</p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">Notifications</h1>
        <p className="mt-1.5 text-slate-600">
          Choose which e-mails Giglane sends you. Your notifications on the site stay as they are.
        </p>
        <MailPreferencesForm />
      </div>
    </div>
  );
}
