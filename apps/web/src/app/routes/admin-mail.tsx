import { MailScreen } from '../../features/admin/components/mail-screen';

/** The Mail outbox: every e-mail the marketplace sent or kept. */
export function Component() {
  return <MailScreen />;
}
