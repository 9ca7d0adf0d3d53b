import { atom, createStore } from 'jotai';
import { NOTIFICATION_DISMISS_MS } from '../../contract/constants';

/**
 * The notification area of spec §8. Any code (an API call, a guard, a worker message) may raise a
 * notification, so the atom lives in a store of its own that is usable outside React; the app
 * renders it through the same store.
 */
export type NotificationKind = 'error' | 'warning' | 'success' | 'info';

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  /** One message, or the per-field lists of a 422 (field name -> messages). */
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

export const appStore = createStore();
export const notificationsAtom = atom<AppNotification[]>([]);

let nextId = 1;

/** Success and info messages go by themselves after 5 s (spec §9); errors and warnings stay until closed. */
const AUTO_DISMISS: Record<NotificationKind, number | null> = {
  success: NOTIFICATION_DISMISS_MS,
  info: NOTIFICATION_DISMISS_MS,
  error: null,
  warning: null,
};

/** `dismissAfterMs` overrides the kind's default (real-time notifications: 10 s, spec §9). */
export function pushNotification(notification: Omit<AppNotification, 'id'>, dismissAfterMs?: number): number {
  const id = nextId++;
  appStore.set(notificationsAtom, (list) => [...list, { ...notification, id }]);
  const dismissAfter = dismissAfterMs ?? AUTO_DISMISS[notification.kind];
  if (dismissAfter !== null) setTimeout(() => dismissNotification(id), dismissAfter);
  return id;
}

export function dismissNotification(id: number): void {
  appStore.set(notificationsAtom, (list) => list.filter((n) => n.id !== id));
}
