import { z } from 'zod';
import {
  INTERPRETATION_NOTE_MAX,
  INTERPRETATION_PREFERRED_DATES_MAX,
  INTERPRETATION_PREFERRED_DATES_MIN,
  MAX_ENTITY_ID,
} from './constants';
import { listResponseSchema } from './listEnvelope';
import { booleanQuery, pageQuery } from './listQuery';
import { reportDemandPersonSchema, requiredOr } from './reportDemands';
import { ValidationMessage } from './validationMessages';

/**
 * Report interpretations (Befundinterpretationen), spec §3, §4, §7: a doctor requests an
 * appointment to go through a report, with one to three preferred dates. Pending while not done,
 * not cancelled and not read by the laboratory; staff mark it read, done or cancelled.
 */
/** A calendar date (2026-12-01) or a date-time with offset (2026-12-01T09:30:00+01:00). */
const preferredDate = z.union([
  z.iso.date({ error: ValidationMessage.preferredDate }),
  z.iso.datetime({ offset: true, error: ValidationMessage.preferredDate }),
]);

/** `POST /api/finding-interpretations/request` (the doctor) and `POST /api/finding-interpretations` (staff, on a doctor's behalf). */
export const requestInterpretationSchema = z.object({
  uuid: z.uuid().optional(),
  report_id: z.number(requiredOr(ValidationMessage.report)).int().positive().max(MAX_ENTITY_ID),
  preferred_dates: z
    .array(preferredDate, requiredOr(ValidationMessage.preferredDates))
    .min(INTERPRETATION_PREFERRED_DATES_MIN, ValidationMessage.preferredDates)
    .max(INTERPRETATION_PREFERRED_DATES_MAX, ValidationMessage.preferredDates),
  note: z.string().trim().max(INTERPRETATION_NOTE_MAX, ValidationMessage.textTooLong).nullable().optional(),
});
export type RequestInterpretationInput = z.infer<typeof requestInterpretationSchema>;

export const INTERPRETATION_STATUSES = ['done', 'cancelled'] as const;

/** `PUT /api/finding-interpretations/{id}` (staff): mark it read, or done or cancelled (which reads it too). */
export const updateInterpretationSchema = z
  .object({
    status: z.enum(INTERPRETATION_STATUSES, { error: ValidationMessage.interpretationStatus }).optional(),
    read: z.literal(true, { error: ValidationMessage.interpretationStatus }).optional(),
  })
  .refine((input) => input.status !== undefined || input.read !== undefined, {
    error: ValidationMessage.interpretationStatus,
    path: ['status'],
  });
export type UpdateInterpretationInput = z.infer<typeof updateInterpretationSchema>;

/** `GET /api/finding-interpretations?pending=&page=&perPage=`. */
export const interpretationListQuerySchema = z.object({
  pending: booleanQuery.optional(),
  ...pageQuery,
});
export type InterpretationListQuery = z.infer<typeof interpretationListQuerySchema>;

export const reportInterpretationRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  /** Null when the report was deleted; `befundId` stays. */
  report: z.object({ id: z.number(), uuid: z.string(), befund_id: z.string() }).nullable(),
  befundId: z.string(),
  doctor: reportDemandPersonSchema,
  preferred_dates: z.array(z.string()),
  note: z.string().nullable(),
  done: z.boolean(),
  cancelled: z.boolean(),
  done_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  read_at: z.string().nullable(),
  /** Spec §4: not done, not cancelled and not read. */
  pending: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReportInterpretationRecord = z.infer<typeof reportInterpretationRecordSchema>;

export const interpretationListResponseSchema = listResponseSchema(reportInterpretationRecordSchema, {
  /** Pending interpretations among those the caller sees. */
  pending: z.number(),
});

/** Private-channel events of spec §7 'Real-time', sent to the requesting doctor. */
export const ReportInterpretationEvent = {
  read: 'ReportInterpretationRead',
  updated: 'ReportInterpretationUpdated',
} as const;
