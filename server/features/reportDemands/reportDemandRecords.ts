/**
 * Reading report demands in the shape of spec §3 'Report demand', for one viewer: the conversation
 * comes along, and `hasUnreadMessages` is the viewer's (someone else wrote after the viewer's
 * read_at). The routes and the change feed read through here, so both show the same record.
 */
import { asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportDemandMessageRecord, ReportDemandRecord } from '../../../src/contract/reportDemands';
import type { AppDb, AppTx } from '../../platform/db/database';
import { countRows, firstOrNull } from '../../platform/db/countRows';
import {
  reportDemandMessages,
  reportDemandReads,
  reportDemands,
  reports,
  tickets,
  users,
} from '../../platform/db/schema';
import { personColumns, readThreads, threadOf } from '../../platform/thread/threadEntries';

const doctors = alias(users, 'doctor');
const contacts = alias(users, 'contact');

/** A demand's conversation (spec §3 'messages carry messageUuid'). */
export const messageThread = threadOf(reportDemandMessages, 'demandId');

/** Someone other than the viewer wrote after the viewer's read_at (or the viewer never read it). */
export const hasUnreadFor = (viewerId: number): SQL => sql`EXISTS (
  SELECT 1 FROM ${reportDemandMessages}
  LEFT JOIN ${reportDemandReads} ON ${reportDemandReads.demandId} = ${reportDemandMessages.demandId}
    AND ${reportDemandReads.userId} = ${viewerId}
  WHERE ${reportDemandMessages.demandId} = ${reportDemands.id}
    AND ${reportDemandMessages.authorId} IS DISTINCT FROM ${viewerId}
    AND (${reportDemandReads.readAt} IS NULL OR ${reportDemandMessages.createdAt} > ${reportDemandReads.readAt}))`;

export interface DemandPage {
  limit: number;
  offset?: number;
  /** Default: newest first. */
  order?: 'newest' | 'uuid';
}

export async function readDemandRecords(
  db: AppDb | AppTx,
  viewerId: number,
  where: SQL | undefined,
  { limit, offset = 0, order = 'newest' }: DemandPage,
): Promise<ReportDemandRecord[]> {
  const rows = await db
    .select({
      demand: reportDemands,
      report: { id: reports.id, uuid: reports.uuid, befundId: reports.befundId },
      ticket: { id: tickets.id, uuid: tickets.uuid },
      doctor: personColumns(doctors),
      contact: personColumns(contacts),
      unread: hasUnreadFor(viewerId).mapWith(Boolean),
    })
    .from(reportDemands)
    .innerJoin(doctors, eq(doctors.id, reportDemands.doctorId))
    .leftJoin(contacts, eq(contacts.id, reportDemands.contactPersonId))
    .leftJoin(reports, eq(reports.id, reportDemands.reportId))
    .leftJoin(tickets, eq(tickets.reportDemandId, reportDemands.id))
    .where(where)
    .orderBy(
      ...(order === 'uuid'
        ? [asc(reportDemands.uuid)]
        : // newestFirst of src/contract/newestFirst.ts, as the device orders the list
          [desc(reportDemands.createdAt), asc(reportDemands.uuid)]),
    )
    .limit(limit)
    .offset(offset);
  const messages = await messagesOf(
    db,
    rows.map((row) => row.demand.id),
  );
  return rows.map(({ demand, report, ticket, doctor, contact, unread }) => ({
    id: demand.id,
    uuid: demand.uuid,
    created_at: demand.createdAt.toISOString(),
    updated_at: demand.updatedAt.toISOString(),
    subject: demand.subject,
    report: report ? { id: report.id, uuid: report.uuid, befund_id: report.befundId } : null,
    reportData: { ref_nr: demand.befundId, patient: demand.patientData },
    befundId: demand.befundId,
    doctor,
    contactPerson: contact,
    archivedAt: demand.archivedAt?.toISOString() ?? null,
    ticket,
    hasUnreadMessages: unread,
    messages: messages.get(demand.id) ?? [],
  }));
}

const messagesOf = (db: AppDb | AppTx, demandIds: number[]) =>
  readThreads(db, messageThread, demandIds, (message, person): ReportDemandMessageRecord => ({
    id: message.id,
    messageUuid: message.uuid,
    author: person(message.authorId),
    message: message.message,
    created_at: message.createdAt.toISOString(),
    updated_at: message.updatedAt.toISOString(),
  }));

export const readDemandRecord = (db: AppDb | AppTx, viewerId: number, where: SQL | undefined) =>
  firstOrNull(readDemandRecords(db, viewerId, where, { limit: 1 }));

export const countDemands = (db: AppDb | AppTx, where: SQL | undefined) =>
  countRows(db, reportDemands, where);

/** The condition of the active list (`archived=false`) or the archive. */
export const archivedCondition = (archived: boolean): SQL =>
  archived ? isNotNull(reportDemands.archivedAt) : isNull(reportDemands.archivedAt);
