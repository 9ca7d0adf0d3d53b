import { z } from 'zod';
import { paginatorSchema } from './listEnvelope';
import { booleanQuery, pageQuery } from './listQuery';
import { patientNumberField, reportResultFields } from './results';

/**
 * Reports (Befunde), spec §3 'Report': id, uuid, befund_id (reference number), patient_data,
 * created_at, read_at, user (the doctor), filename; `filecontent` (base64 PDF) only when one report
 * is shown. Downloadable until created + six months (§4, §9).
 */
export const reportPatientSchema = z.object({
  nachname: z.string(),
  vorname: z.string(),
  /** YYYY-MM-DD, or null when the upload did not say. */
  geburtsdatum: z.string().nullable(),
  ...patientNumberField,
});
export type ReportPatient = z.infer<typeof reportPatientSchema>;

export const reportDoctorSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  titel: z.string().nullable(),
  vorname: z.string(),
  nachname: z.string(),
});

export const reportRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  befund_id: z.string(),
  patient_data: reportPatientSchema,
  filename: z.string(),
  /** Bytes of the PDF, so the client can plan what it keeps offline. */
  filesize: z.number(),
  /** Starts at 1; a re-upload of the same befund_id for the same doctor makes a new version. */
  version: z.number(),
  user: reportDoctorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  read_at: z.string().nullable(),
  downloadable_until: z.string(),
  /** Issue 17: a critical value the doctor must acknowledge ('zur Kenntnis genommen'). */
  // Optional: rows mirrored before issue 17 lack them; the server always sends them.
  critical: z.boolean().optional(),
  critical_acknowledged_at: z.string().nullable().optional(),
  critical_acknowledged_by: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
  critical_escalated_at: z.string().nullable().optional(),
  /** Issue 27: the patient, the sample time and the values (src/contract/results.ts). */
  ...reportResultFields,
});
export type ReportRecord = z.infer<typeof reportRecordSchema>;

/** `GET /api/befunde/{id}`: the record with the PDF. */
export const reportWithFileSchema = reportRecordSchema.extend({ filecontent: z.string() });

export const ReportReadFilter = { all: 'all', unread: 'unread', read: 'read' } as const;
export type ReportReadFilter = (typeof ReportReadFilter)[keyof typeof ReportReadFilter];

export const REPORT_SORT_KEYS = ['created_at', 'befund_id', 'patient', 'doctor', 'read_at'] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];

/** `GET /api/befunde` and `POST /api/befunde/filter` (spec §7: page, perPage, sortBy, sortDesc, filters). */
export const reportListQuerySchema = z.object({
  ...pageQuery,
  sortBy: z.enum(REPORT_SORT_KEYS).default('created_at'),
  sortDesc: booleanQuery.default(true),
  filter: z.enum([ReportReadFilter.all, ReportReadFilter.unread, ReportReadFilter.read]).default('all'),
  /** Reference number or patient name, case-insensitive, at least 2 characters (spec §9 search). */
  search: z.string().trim().max(100).optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

/**
 * The list (spec §7: 'response data.data'): Laravel's paginator inside `data`, the unread count of
 * everything the caller may see in `meta` beside it (spec §3: the list meta carries it).
 */
export const reportListResponseSchema = z.object({
  data: paginatorSchema(reportRecordSchema),
  meta: z.object({ unread: z.number() }),
});
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

/** `POST /api/befunde` answers each stored file, in upload order. */
export const reportUploadResponseSchema = z.object({
  data: z.array(z.object({ report: reportRecordSchema, replaced: z.boolean() })),
});

/**
 * An upload file name that names its doctor: `<lis_id>_<befund_id>_<Nachname>_<Vorname>.pdf`, the
 * names being the patient's. The LIS id may contain dashes (A-100483); names may contain spaces
 * and dashes, not underscores.
 */
const UPLOAD_FILENAME = /^([A-Za-z0-9-]+)_([A-Za-z0-9-]+)_([^_]+)_([^_]+)\.pdf$/i;

export interface ParsedReportFilename {
  lisId: string;
  befundId: string;
  nachname: string;
  vorname: string;
}

export function parseReportFilename(filename: string): ParsedReportFilename | null {
  const match = UPLOAD_FILENAME.exec(filename.trim());
  if (!match) return null;
  const [, lisId = '', befundId = '', nachname = '', vorname = ''] = match;
  return { lisId, befundId, nachname: nachname.trim(), vorname: vorname.trim() };
}

/** The multipart fields of `POST /api/befunde` besides the files. */
export const reportUploadFieldsSchema = z.object({
  /** The doctor chosen in the form; without it, each file name must name the doctor's LIS id. */
  doctor_uuid: z.uuid().optional(),
  /** Staff mark the upload critical (issue 17): 'true' / '1' from the form's checkbox. */
  critical: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

/** `GET /api/befunde/{id}/audit` (staff): who uploaded, viewed, downloaded or deleted the report, oldest first. */
export const reportAuditResponseSchema = z.object({
  data: z.array(
    z.object({
      action: z.enum([
        'upload',
        'replace',
        'view',
        'download',
        'delete',
        'expire',
        'import',
        'critical',
        'acknowledge',
        'escalate',
      ]),
      actor: z.object({ id: z.number(), name: z.string() }).nullable(),
      at: z.string(),
    }),
  ),
});
