import {
  createReportDemandMessageSchema,
  createReportDemandSchema,
  updateReportDemandMessageSchema,
  type ReportDemandPerson,
  type ReportDemandSubject,
} from '../../../contract/reportDemands';
import { SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import type { ReportDemandRow, ReportRow } from '../../../db/rows';
import type { ThreadTextField } from '../../components/thread/threadForm';
import { queueNewSealedRow, queueOnSealedRow, type SealedRowRequest } from '../../offline/queueOnSealedRow';

/**
 * Report demand actions (spec §4 'Report demand'), queued like every action: the mirror changes
 * at once, the outbox replays the request with an Idempotency-Key, online or later. A demand and
 * a message are created under uuids made here, which the server adopts (`uuid`, `message_uuid`),
 * so the pulled row replaces the optimistic one under the same key. Messages live inside their
 * demand's row, so every action holds back exactly that row. Paths take the demand's uuid, the
 * only id an offline-created demand has.
 */
const demandPath = (uuid: string, action: string) =>
  `/api/reports/demands/${encodeURIComponent(uuid)}/${action}`;
const messagePath = (messageUuid: string) =>
  `/api/reports/demand-messages/${encodeURIComponent(messageUuid)}`;

/** A demand's snapshot and conversation are stored sealed (issue 7), and so is every body. */
const queueOnDemand = (
  uuid: string,
  request: Omit<SealedRowRequest, 'sealBody'>,
  change: (row: ReportDemandRow) => void,
) =>
  queueOnSealedRow(SyncEntity.reportDemand, uuid, { ...request, sealBody: true }, (row) => {
    change(row);
    return row;
  });

/**
 * A reply is the message of `POST /api/reports/demand-messages`: the same rules as an edited
 * message (`PUT .../demand-messages/{uuid}`).
 */
export const messageField: ThreadTextField = { name: 'message', schema: updateReportDemandMessageSchema };

export interface AskQuestionInput {
  subject: ReportDemandSubject;
  message: string;
}

export const reportDemandActions = {
  /** A doctor's question on their own report (staff cannot ask: the server refuses them). */
  ask: async (report: ReportRow, author: ReportDemandPerson, input: AskQuestionInput): Promise<string> => {
    const body = createReportDemandSchema.parse({
      uuid: crypto.randomUUID(),
      message_uuid: crypto.randomUUID(),
      report_id: Number(report.id),
      subject: input.subject,
      message: input.message,
    });
    const uuid = body.uuid as string;
    const now = new Date().toISOString();
    const row: ReportDemandRow = {
      id: uuid,
      uuid,
      created_at: now,
      updated_at: now,
      subject: body.subject,
      report: { id: Number(report.id), uuid: report.uuid, befund_id: report.befund_id },
      reportData: { ref_nr: report.befund_id, patient: report.patient_data },
      befundId: report.befund_id,
      doctor: report.user,
      // The server picks the contact person (the report's uploader); the pull brings it.
      contactPerson: null,
      archivedAt: null,
      ticket: null,
      hasUnreadMessages: false,
      messages: [
        {
          // The server's numeric id arrives with the pull; actions address messages by uuid.
          id: 0,
          messageUuid: body.message_uuid as string,
          author,
          message: body.message,
          created_at: now,
          updated_at: now,
        },
      ],
    };
    const request: SealedRowRequest = {
      label: 'demandCreate',
      method: OutboxMethod.post,
      path: '/api/reports/demands',
      body,
      sealBody: true,
    };
    await queueNewSealedRow(SyncEntity.reportDemand, uuid, row, request);
    return uuid;
  },

  /** A message in an active demand; writing marks the conversation read for its author. */
  send: async (demandUuid: string, author: ReportDemandPerson, message: string) => {
    const body = createReportDemandMessageSchema.parse({
      uuid: crypto.randomUUID(),
      demand_id: demandUuid,
      message,
    });
    const now = new Date().toISOString();
    await queueOnDemand(
      demandUuid,
      { label: 'demandMessageSend', method: OutboxMethod.post, path: '/api/reports/demand-messages', body },
      (row) => {
        row.messages = [
          ...row.messages,
          {
            id: 0,
            messageUuid: body.uuid as string,
            author,
            message: body.message,
            created_at: now,
            updated_at: now,
          },
        ];
        row.updated_at = now;
        row.hasUnreadMessages = false;
      },
    );
  },

  /** The author edits their own message. */
  edit: async (demandUuid: string, messageUuid: string, message: string) => {
    const body = updateReportDemandMessageSchema.parse({ message });
    const now = new Date().toISOString();
    await queueOnDemand(
      demandUuid,
      { label: 'demandMessageEdit', method: OutboxMethod.put, path: messagePath(messageUuid), body },
      (row) => {
        row.messages = row.messages.map((item) =>
          item.messageUuid === messageUuid ? { ...item, message: body.message, updated_at: now } : item,
        );
      },
    );
  },

  /** The author deletes their own message. */
  remove: async (demandUuid: string, messageUuid: string) => {
    await queueOnDemand(
      demandUuid,
      { label: 'demandMessageDelete', method: OutboxMethod.delete, path: messagePath(messageUuid) },
      (row) => {
        row.messages = row.messages.filter((item) => item.messageUuid !== messageUuid);
      },
    );
  },

  /** The viewer has read the conversation. */
  markRead: async (demandUuid: string) => {
    await queueOnDemand(
      demandUuid,
      { label: 'demandRead', method: OutboxMethod.put, path: demandPath(demandUuid, 'read') },
      (row) => {
        row.hasUnreadMessages = false;
      },
    );
  },

  /** The doctor or the contact person moves it to the archive (spec §4, §6). */
  archive: async (demandUuid: string) => {
    const now = new Date().toISOString();
    await queueOnDemand(
      demandUuid,
      { label: 'demandArchive', method: OutboxMethod.put, path: demandPath(demandUuid, 'archive') },
      (row) => {
        row.archivedAt = row.archivedAt ?? now;
      },
    );
  },

  /** Staff turn it into a ticket, which archives it; the ticket's ids arrive with the pull. */
  createTicket: async (demandUuid: string) => {
    const now = new Date().toISOString();
    await queueOnDemand(
      demandUuid,
      { label: 'demandTicket', method: OutboxMethod.post, path: demandPath(demandUuid, 'ticket') },
      (row) => {
        row.archivedAt = row.archivedAt ?? now;
      },
    );
  },
};
