import { useMemo } from 'react';
import { notices } from '@giglane/contract/ui-text';
import { useNotifications } from '../../../components/notifications';

/** The specification's answer to every admin change: 'Success' or 'Fail'. */
export function useOutcome() {
  const { notify } = useNotifications();
  return useMemo(
    () => ({
      succeeded: () => notify(notices.success, 'success'),
      failed: () => notify(notices.fail, 'error'),
    }),
    [notify],
  );
}
