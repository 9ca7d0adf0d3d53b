import { Permission } from '../../../contract/permissions';
import type { UpdateInterpretationInput } from '../../../contract/reportInterpretations';
import { seesAllReports } from '../../../contract/reportVisibility';
import { newestFirst } from '../../../contract/newestFirst';
import type { ReportInterpretationRow } from '../../../db/rows';

/** Spec §3/§4: the four states a request shows (Offen / Gelesen / Erledigt / Storniert). */
export const InterpretationStatus = {
  open: 'open',
  read: 'read',
  done: 'done',
  cancelled: 'cancelled',
} as const;
export type InterpretationStatus = (typeof InterpretationStatus)[keyof typeof InterpretationStatus];

type StatusFields = Pick<ReportInterpretationRow, 'done' | 'cancelled' | 'read_at'>;

export function interpretationStatus(row: StatusFields): InterpretationStatus {
  if (row.done) return InterpretationStatus.done;
  if (row.cancelled) return InterpretationStatus.cancelled;
  return row.read_at === null ? InterpretationStatus.open : InterpretationStatus.read;
}

/** Spec §4: pending if not done, not cancelled and not read. */
export const isPending = (row: StatusFields) => interpretationStatus(row) === InterpretationStatus.open;

/** Closed requests keep their status (the server answers 409 to a change). */
export const isClosed = (row: StatusFields) => row.done || row.cancelled;

/**
 * The server's rule for `PUT {status}|{read}` as the optimistic result: a status reads the request
 * too; a closed request does not change its status.
 */
export function applyInterpretationUpdate(
  row: ReportInterpretationRow,
  input: UpdateInterpretationInput,
  now: string,
): Partial<ReportInterpretationRow> {
  const readAt = row.read_at ?? now;
  const change: Partial<ReportInterpretationRow> = { read_at: readAt, pending: false, updated_at: now };
  if (input.status && !isClosed(row)) {
    if (input.status === 'done') Object.assign(change, { done: true, done_at: now });
    else Object.assign(change, { cancelled: true, cancelled_at: now });
  }
  return change;
}

/** The list: newest request first. */
export const interpretationList = (rows: readonly ReportInterpretationRow[]) => [...rows].sort(newestFirst);

/** Staff (holders of 'upload reports', as on the server) handle requests; doctors make them. */
export const handlesInterpretations = (permissions: readonly string[]) => seesAllReports(permissions);

/** A doctor requests an interpretation of their own report only (the server refuses staff). */
export const mayRequestInterpretation = (
  report: { user: { id: number } },
  user: { id: number; permissions: readonly string[] },
) => report.user.id === user.id && user.permissions.includes(Permission.listReportInterpretations);
