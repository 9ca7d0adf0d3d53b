import {
  requestInterpretationSchema,
  updateInterpretationSchema,
  type UpdateInterpretationInput,
} from '../../../contract/reportInterpretations';
import { SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import type { ReportInterpretationRow, ReportRow } from '../../../db/rows';
import { queueAction } from '../../offline/queueAction';
import { queueNewSealedRow } from '../../offline/queueOnSealedRow';
import { applyInterpretationUpdate } from './interpretationStatus';

/**
 * Report interpretation actions (spec §4 'Report interpretation'), queued like every action. A
 * doctor's request carries a uuid made here, which the server adopts, so the pulled row replaces
 * the optimistic one. Staff mark requests read, done or cancelled (`PUT {read}` / `{status}`);
 * the doctor withdraws a request (`DELETE`).
 */
const interpretationPath = (uuid: string) => `/api/finding-interpretations/${encodeURIComponent(uuid)}`;

export interface RequestInterpretationFormInput {
  /** ISO date-times with offset, one to three. */
  preferredDates: string[];
  note: string;
}

export const interpretationActions = {
  /** The doctor asks for an appointment on their own report. */
  request: async (report: ReportRow, input: RequestInterpretationFormInput): Promise<string> => {
    const body = requestInterpretationSchema.parse({
      uuid: crypto.randomUUID(),
      report_id: Number(report.id),
      preferred_dates: input.preferredDates,
      note: input.note.trim() === '' ? null : input.note,
    });
    const uuid = body.uuid as string;
    const now = new Date().toISOString();
    const row: ReportInterpretationRow = {
      id: uuid,
      uuid,
      report: { id: Number(report.id), uuid: report.uuid, befund_id: report.befund_id },
      befundId: report.befund_id,
      doctor: report.user,
      preferred_dates: body.preferred_dates,
      note: body.note ?? null,
      done: false,
      cancelled: false,
      done_at: null,
      cancelled_at: null,
      read_at: null,
      pending: true,
      created_at: now,
      updated_at: now,
    };
    // The note may name the patient: row and body are stored sealed (issue 7).
    await queueNewSealedRow(SyncEntity.reportInterpretation, uuid, row, {
      label: 'interpretationRequest',
      method: OutboxMethod.post,
      path: '/api/finding-interpretations/request',
      body,
      sealBody: true,
    });
    return uuid;
  },

  /** Staff: read, or done / cancelled (which reads it too). */
  update: async (uuid: string, input: UpdateInterpretationInput) => {
    const body = updateInterpretationSchema.parse(input);
    const now = new Date().toISOString();
    await queueAction({
      label: 'interpretationUpdate',
      method: OutboxMethod.put,
      path: interpretationPath(uuid),
      body,
      entity: SyncEntity.reportInterpretation,
      entityId: uuid,
      optimistic: (db) =>
        db.reportInterpretation
          .where('id')
          .equals(uuid)
          .modify((row) => {
            Object.assign(row, applyInterpretationUpdate(row, body, now));
          }),
    });
  },

  /** The doctor withdraws the request (or staff remove it). */
  withdraw: async (uuid: string) => {
    await queueAction({
      label: 'interpretationWithdraw',
      method: OutboxMethod.delete,
      path: interpretationPath(uuid),
      entity: SyncEntity.reportInterpretation,
      entityId: uuid,
      optimistic: (db) => db.reportInterpretation.delete(uuid),
    });
  },
};
