import type { AuthUser } from '../../../contract/authUser';
import { Permission } from '../../../contract/permissions';
import type { ReportDemandMessageRecord, ReportDemandPerson } from '../../../contract/reportDemands';
import { seesAllReports } from '../../../contract/reportVisibility';
import { newestFirst } from '../../../contract/newestFirst';
import type { ReportDemandRow } from '../../../db/rows';
import { threadAuthorOf } from '../../components/thread/threadAuthor';
import { isEntryPending, type PendingActions } from '../../offline/pendingActions';

/**
 * What the demand pages show, computed from mirrored rows so it works offline (spec §3 'Report
 * demand', §4): the active list and the archive, newest first, the unread count and what a
 * viewer may do with a demand.
 */
type MessageOf = ReportDemandRow['messages'][number];

export const isArchived = (row: Pick<ReportDemandRow, 'archivedAt'>) => row.archivedAt !== null;

export function demandList(rows: readonly ReportDemandRow[], archived: boolean): ReportDemandRow[] {
  return rows.filter((row) => isArchived(row) === archived).sort(newestFirst);
}

/** Spec §4: active demands with unread messages stay in the new count. */
export const isUnreadActive = (row: ReportDemandRow) => !isArchived(row) && row.hasUnreadMessages;

export function lastActiveDemands(rows: readonly ReportDemandRow[], limit: number): ReportDemandRow[] {
  return demandList(rows, false).slice(0, limit);
}

export const PREVIEW_LENGTH = 80;

/** The list's 'message' column: the latest message, shortened on a word boundary. */
export function messagePreview(row: Pick<ReportDemandRow, 'messages'>, length = PREVIEW_LENGTH): string {
  const last = row.messages.at(-1);
  if (!last) return '';
  const text = last.message.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** 'Dr. Anna Berger'. */
export const personName = (person: Pick<ReportDemandPerson, 'titel' | 'vorname' | 'nachname'>) =>
  [person.titel, person.vorname, person.nachname].filter(Boolean).join(' ');

/** 'Sommer, Lina': the patient of the report snapshot, shown even when the report was deleted. */
export const demandPatient = (row: Pick<ReportDemandRow, 'reportData'>) =>
  `${row.reportData.patient.nachname}, ${row.reportData.patient.vorname}`;

/** Laboratory staff are the holders of 'upload reports', as on the server. */
export const isLabStaff = (user: Pick<AuthUser, 'permissions'>) => seesAllReports(user.permissions);

/** Spec §6: either the doctor or the contact person archives a demand, while it is active. */
export const mayArchive = (
  row: Pick<ReportDemandRow, 'archivedAt' | 'doctor' | 'contactPerson'>,
  user: Pick<AuthUser, 'id'>,
) => !isArchived(row) && (row.doctor.id === user.id || row.contactPerson?.id === user.id);

/** Staff turn an active demand into a ticket. */
export const mayCreateTicket = (
  row: Pick<ReportDemandRow, 'archivedAt'>,
  user: Pick<AuthUser, 'permissions'>,
) => !isArchived(row) && isLabStaff(user);

/** Authors edit and delete their own messages while the demand is active (409 once archived). */
export const isOwnMessage = (message: Pick<MessageOf, 'author'>, user: Pick<AuthUser, 'id'>) =>
  message.author?.id === user.id;

/** A doctor asks about their own reports only; staff, who see every report, cannot (server: 403). */
export const mayAskAbout = (report: { user: { id: number } }, user: Pick<AuthUser, 'id' | 'permissions'>) =>
  report.user.id === user.id && user.permissions.includes(Permission.listReportDemands);

/** The author as the demand's messages carry them (for optimistic messages). */
export const authorOf = threadAuthorOf;

/** A message was changed after it was written. */
export const wasEdited = (message: Pick<MessageOf, 'created_at' | 'updated_at'>) =>
  message.updated_at !== message.created_at;

/** A message still waiting to be sent (issue 11; offline/pendingActions.ts isEntryPending). */
export const isMessagePending = (
  pending: PendingActions,
  demandUuid: string,
  message: Pick<ReportDemandMessageRecord, 'id' | 'messageUuid'>,
): boolean => isEntryPending(pending, demandUuid, { id: message.id, uuid: message.messageUuid });
