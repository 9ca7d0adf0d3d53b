import { atom, createStore } from 'jotai';
import { NOTIFICATION_DISMISS_MS } from '../../contract/constants';

/**
 * The notification area of spec §8. Any code (an API call, a guard, a worker message) may raise a
 * notification, so the atom lives in a store of its own that is usable outside React; the app
 * renders it through the same store.
 *
 * Issue 11: warnings piled up ('Keine Berechtigung' stayed for ever, once per attempt, over the
 * navbar). Every notification now goes after the spec §9 time (5 s; real-time ones 10 s), and one
 * that is already shown (same kind and text) is not shown twice: it stays once, its time restarted.
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
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** What makes two notifications the same for the reader: kind, title and every text. */
const sameText = (a: Omit<AppNotification, 'id'>, b: Omit<AppNotification, 'id'>) =>
  a.kind === b.kind &&
  a.title === b.title &&
  (a.message ?? '') === (b.message ?? '') &&
  JSON.stringify(a.fieldErrors ?? null) === JSON.stringify(b.fieldErrors ?? null);

function dismissLater(id: number, afterMs: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissNotification(id), afterMs),
  );
}

/**
 * Shows a notification for `dismissAfterMs` (default 5 s, spec §9; real-time notifications pass
 * 10 s) and returns its id; the id of the one already shown when the same text is up.
 */
export function pushNotification(
  notification: Omit<AppNotification, 'id'>,
  dismissAfterMs: number = NOTIFICATION_DISMISS_MS,
): number {
  const shown = appStore.get(notificationsAtom).find((n) => sameText(n, notification));
  const id = shown?.id ?? nextId++;
  if (!shown) appStore.set(notificationsAtom, (list) => [...list, { ...notification, id }]);
  dismissLater(id, dismissAfterMs);
  return id;
}

export function dismissNotification(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  appStore.set(notificationsAtom, (list) => list.filter((n) => n.id !== id));
}
