import { awaitsAcknowledgement, mayAcknowledgeCritical } from '../../../contract/criticalResults';

/**
 * Which critical reports the open page raises for the signed-in doctor (issue 17): their own,
 * critical and not yet acknowledged, oldest first (the one waiting longest comes first). Staff
 * see the marks in the lists, not the dialog: acknowledging is the doctor's.
 */
export function reportsToAcknowledge<
  T extends { id: string; created_at: string; user: { id: number } } & Parameters<
    typeof awaitsAcknowledgement
  >[0],
>(rows: readonly T[], viewer: { id: number }): T[] {
  return rows
    .filter((row) => mayAcknowledgeCritical(viewer, row))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export type CriticalMark = 'awaiting' | 'acknowledged' | 'none';

/** The mark a list row shows: critical and waiting, critical and acknowledged, or nothing. */
export function criticalMarkOf(row: Parameters<typeof awaitsAcknowledgement>[0]): CriticalMark {
  if (row.critical !== true) return 'none';
  return awaitsAcknowledgement(row) ? 'awaiting' : 'acknowledged';
}
