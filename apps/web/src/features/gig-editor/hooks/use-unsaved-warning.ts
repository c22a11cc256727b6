import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useNotifications } from '../../../components/notifications';

/**
 * Warns before a step's unsaved edits are lost, only while `dirty`: leaving for another page or
 * step within the app (a link, Back) asks first in the app's dialog, and closing or reloading the
 * tab gets the browser's own question (browsers show no text of the page there). The step calls
 * `saved()` once its save succeeded, so its own move to the next step is not stopped.
 */
export function useUnsavedWarning(dirty: boolean) {
  const { confirm } = useNotifications();
  const saving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm('Leave without saving?', {
      detail: 'Your changes to this step are not saved yet. Save & continue keeps them.',
      yes: 'Leave without saving',
      no: 'Keep editing',
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    saved: () => {
      saving.current = true;
    },
  };
}
