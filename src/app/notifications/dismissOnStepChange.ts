import { useLayoutEffect } from 'react';
import { appStore, dismissNotification, notificationsAtom } from './notificationStore';

/**
 * A wizard's toasts belong to their step (issue 26: 'Zugangsdaten gespeichert' stayed on the next
 * step and covered its buttons on a phone): when the step changes, what the previous step said
 * goes. A layout effect, so it runs before the new step's own effects can tell anything.
 */
export function useDismissNotificationsOnStepChange(step: string): void {
  useLayoutEffect(() => {
    for (const notification of appStore.get(notificationsAtom)) dismissNotification(notification.id);
  }, [step]);
}
