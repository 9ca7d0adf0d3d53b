import type { NotificationRow } from '../../../db/rows';

/**
 * Which activity notifications still deserve a toast. A toast is for what arrives while the user
 * looks: created since the page opened (less a minute for clock skew), unread, and never toasted
 * on this device before. The last condition survives a reload: the ids toasted are kept per user
 * in localStorage, so a reload does not repeat the last minute's toasts over the first rows'
 * buttons. Only ids, no text of the notification, and only the newest few.
 */
const TOASTED_KEY_PREFIX = 'kundencenter.toastedActivities.';
/** More than a page's worth of toasts; older ids are past the one-minute window anyway. */
const TOASTED_KEPT = 100;

export interface ToastLedger {
  /** Whether this device has already shown a toast for the notification. */
  has(id: string): boolean;
  add(id: string): void;
}

/** The toasted ids of one user on this device. */
export function toastLedger(userUuid: string, storage: Storage = localStorage): ToastLedger {
  const key = TOASTED_KEY_PREFIX + userUuid;
  const read = (): string[] => {
    try {
      const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (id) => read().includes(id),
    add: (id) =>
      storage.setItem(key, JSON.stringify([...read().filter((k) => k !== id), id].slice(-TOASTED_KEPT))),
  };
}

/** The rows to toast now, oldest first; each is recorded in the ledger. */
export function takeNewActivities(
  rows: readonly NotificationRow[],
  openedAt: number,
  ledger: ToastLedger,
): NotificationRow[] {
  const fresh = rows
    .filter((row) => row.read_at === null && Date.parse(row.created_at) >= openedAt && !ledger.has(row.id))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const row of fresh) ledger.add(row.id);
  return fresh;
}
