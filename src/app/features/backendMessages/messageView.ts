import {
  isAddressedTo,
  isCurrentMessage,
  isMessageShown,
  newestMessageFirst,
} from '../../../contract/backendMessages';
import type { BackendMessageRow } from '../../../db/rows';

/**
 * What each screen shows of the mirrored system messages; the screens render, this decides. The
 * rules themselves (shown until acknowledged or show-until, addressed by role) are the contract's,
 * which the server's `GET /api/users/messages` uses too.
 */

type Row = Pick<
  BackendMessageRow,
  'id' | 'created_at' | 'updated_at' | 'confirmed_at' | 'show_until' | 'hidden' | 'addressed_to_viewer'
>;

const byNewest = <T extends Row>(rows: readonly T[]) => [...rows].sort(newestMessageFirst);

/** The banner on every backend page: not yet acknowledged, current, addressed to the viewer. */
export const bannerMessages = <T extends Row>(rows: readonly T[], now: number) =>
  byNewest(rows.filter((row) => isMessageShown(row, now)));

/** The dashboard: every current message addressed to the viewer, acknowledged or not. */
export const dashboardMessages = <T extends Row>(rows: readonly T[], now: number) =>
  byNewest(rows.filter((row) => isCurrentMessage(row, now) && isAddressedTo(row)));

/** The admin list: every message, newest first. */
export const adminMessages = <T extends Row>(rows: readonly T[]) => byNewest(rows);

/** Whether the message was changed after it was created ('edited' column). */
export const isEdited = (row: Pick<Row, 'created_at' | 'updated_at'>) => row.updated_at !== row.created_at;

/** When the next of these messages passes its show-until date (null: none will). */
export function nextExpiry(rows: readonly Pick<Row, 'show_until'>[], now: number): number | null {
  const ahead = rows
    .map((row) => (row.show_until === null ? NaN : Date.parse(row.show_until)))
    .filter((time) => time > now);
  return ahead.length === 0 ? null : Math.min(...ahead);
}
