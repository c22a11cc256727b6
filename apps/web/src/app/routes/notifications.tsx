import { useSession } from '../../lib/session';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { SendToLogin } from '../send-to-login';

/** /notifications: the signed-in user's notifications. */
export function Component() {
  return useSession() ? <NotificationList /> : <SendToLogin />;
}
