/**
 * Who reaches which interpretation request, and reading them in the shape of spec §3 'Report
 * interpretation'. A doctor reaches their own requests; laboratory staff (holders of 'upload
 * reports', as for reports) reach all. Anything else answers 404, by id or by uuid.
 */
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import { type IdOrUuid } from '../../../src/contract/idOrUuid';
import { idOrUuidCondition } from '../../platform/db/idOrUuidCondition';
import type { ReportInterpretationRecord } from '../../../src/contract/reportInterpretations';
import type { AppDb, AppTx } from '../../platform/db/database';
import {
  reportInterpretations,
  reports,
  users,
  type ReportInterpretationRow,
} from '../../platform/db/schema';
import { seesAllReports, type ReportViewer } from '../reports';
import { permissionScope, userScope, type SyncScope } from '../../platform/sync/scopes';

export type InterpretationViewer = ReportViewer & { uuid: string };

export const visibleInterpretations = (viewer: ReportViewer): SQL | undefined =>
  seesAllReports(viewer) ? undefined : eq(reportInterpretations.doctorId, viewer.id);

export const interpretationKey = (key: IdOrUuid): SQL => idOrUuidCondition(reportInterpretations, key);

/** Spec §4: pending while not done, not cancelled and not read. */
export const pendingInterpretations: SQL = and(
  isNull(reportInterpretations.doneAt),
  isNull(reportInterpretations.cancelledAt),
  isNull(reportInterpretations.readAt),
) as SQL;

export const isPending = (row: Pick<ReportInterpretationRow, 'doneAt' | 'cancelledAt' | 'readAt'>): boolean =>
  row.doneAt === null && row.cancelledAt === null && row.readAt === null;

/** The requesting doctor and the laboratory staff. */
export const interpretationScopes = (doctorUuid: string): SyncScope[] => [
  userScope(doctorUuid),
  permissionScope(Permission.uploadReports),
];

export interface InterpretationPage {
  limit: number;
  offset?: number;
  order?: 'newest' | 'uuid';
}

export async function readInterpretations(
  db: AppDb | AppTx,
  where: SQL | undefined,
  { limit, offset = 0, order = 'newest' }: InterpretationPage,
): Promise<ReportInterpretationRecord[]> {
  const rows = await db
    .select({
      row: reportInterpretations,
      report: { id: reports.id, uuid: reports.uuid, befundId: reports.befundId },
      doctor: {
        id: users.id,
        uuid: users.uuid,
        titel: users.titel,
        vorname: users.vorname,
        nachname: users.nachname,
      },
    })
    .from(reportInterpretations)
    .innerJoin(users, eq(users.id, reportInterpretations.doctorId))
    .leftJoin(reports, eq(reports.id, reportInterpretations.reportId))
    .where(where)
    .orderBy(
      ...(order === 'uuid'
        ? [reportInterpretations.uuid]
        : // newestFirst of src/contract/newestFirst.ts, as the device orders the list
          [desc(reportInterpretations.createdAt), asc(reportInterpretations.uuid)]),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(({ row, report, doctor }) => ({
    id: row.id,
    uuid: row.uuid,
    report: report ? { id: report.id, uuid: report.uuid, befund_id: report.befundId } : null,
    befundId: row.befundId,
    doctor,
    preferred_dates: row.preferredDates,
    note: row.note,
    done: row.doneAt !== null,
    cancelled: row.cancelledAt !== null,
    done_at: row.doneAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    read_at: row.readAt?.toISOString() ?? null,
    pending: isPending(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function readInterpretation(
  db: AppDb | AppTx,
  where: SQL | undefined,
): Promise<ReportInterpretationRecord | null> {
  const [record] = await readInterpretations(db, where, { limit: 1 });
  return record ?? null;
}

export async function countInterpretations(db: AppDb | AppTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reportInterpretations).where(where);
  return row?.total ?? 0;
}
