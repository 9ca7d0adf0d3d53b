/**
 * Checking and storing uploaded report PDFs (issue 6). Every file is checked before anything is
 * stored: its size, its name (`<lis_id>_<befund_id>_<Nachname>_<Vorname>.pdf`, which gives the
 * reference number and the patient), its doctor (the LIS id in the name; when staff chose a doctor
 * in the form, the name must carry that doctor's LIS id, so a report cannot land with the wrong
 * doctor) and last, as the costliest, whether it parses as a PDF (pdfCheck.ts), whatever its name
 * or declared type says. One bad file refuses the request with a 422 per file (`files.<index>`) and
 * stores nothing, so a retry of the corrected batch cannot duplicate the good ones.
 *
 * `befund_id` is unique per doctor: uploading it again replaces the PDF as a new version and makes
 * the report unread again. The doctor is notified either way.
 *
 * The laboratory system's imports (server/features/reportImport, issue 17) store through `storeUploads`
 * too, with a hash of their source: the same source again changes nothing (idempotent). A report
 * stored critical (importer's flags, or staff's checkbox) notifies its doctor as such and mails
 * them at once (the mail is asked for in the write, criticalMails.ts); its acknowledgement starts
 * over with every new version.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { REPORT_MAX_BYTES } from '../../../src/contract/constants';
import { NotificationType } from '../../../src/contract/activities';
import {
  parseReportFilename,
  type ParsedReportFilename,
  type ReportRecord,
} from '../../../src/contract/reports';
import { SyncEntity } from '../../../src/contract/sync';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { AppContext } from '../../platform/appContext';
import type { AppDb, AppTx } from '../../platform/db/database';
import { reports, users, type User } from '../../platform/db/schema';
import { FieldValidationError, HttpError } from '../../platform/http/httpErrors';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import type { MessageKey } from '../../platform/i18n/messages';
import type { UploadedFile } from '../../platform/plugins/multipart';
import { notifyUser } from '../activities';
import { clearReportResults, recordReportResults, type ReportResultsInput } from '../results';
import { DOCTOR_SCOPES } from '../../platform/sync/accountChanges';
import { writeWithChanges, type Emit, type WriteOptions } from '../../platform/sync/writeWithChanges';
import { queueCriticalMail } from './criticalMails';
import { hasPdfMagic, isReadablePdf } from './pdfCheck';
import { recordReportAudit } from './reportAudit';
import { reportScopes } from './reportAccess';
import { selectReports, toReportRecord } from './reportRecords';

export type { UploadedFile } from '../../platform/plugins/multipart';

type Doctor = Pick<User, 'id' | 'uuid' | 'language' | 'lisId'>;

export interface PlannedReport {
  file: UploadedFile;
  doctor: Doctor;
  befundId: string;
  patient: { nachname: string; vorname: string; geburtsdatum: string | null };
  /** A critical value (issue 17). */
  critical?: boolean;
  /** sha256 of an imported source; a stored report with the same hash is left as it is. */
  importHash?: string;
  /** The sending practice's BSNR of an imported report. */
  senderBsnr?: string | null;
  /**
   * Issue 27: an import's patient and values. Without them (an uploaded PDF) a new version drops
   * the values of the version it replaces, which are not those of the new PDF.
   */
  results?: ReportResultsInput;
}

export const doctorColumns = {
  id: users.id,
  uuid: users.uuid,
  language: users.language,
  lisId: users.lisId,
};

/** Checks every file; throws a 422 naming each bad one. */
export async function planUploads(
  db: AppDb,
  files: readonly UploadedFile[],
  chosenDoctorUuid: string | undefined,
): Promise<PlannedReport[]> {
  if (files.length === 0) throw new FieldValidationError({ files: [ValidationMessage.noFiles] });
  const chosen = chosenDoctorUuid ? await findDoctorByUuid(db, chosenDoctorUuid) : undefined;
  if (chosenDoctorUuid && !chosen)
    throw new FieldValidationError({ doctor_uuid: [ValidationMessage.unknownDoctor] });

  const names = files.map((file) => parseReportFilename(file.filename));
  const lisIds = [...new Set(names.flatMap((name) => (name ? [name.lisId] : [])))];
  const byLisId = new Map(
    (lisIds.length > 0
      ? await db
          .select(doctorColumns)
          .from(users)
          .where(and(inArray(users.lisId, lisIds), isNotNull(users.lisId)))
      : []
    ).map((doctor) => [doctor.lisId ?? '', doctor]),
  );

  /** The file's doctor, or why the name does not give one. */
  const doctorOf = (name: ParsedReportFilename | null): Doctor | MessageKey => {
    if (!name) return ValidationMessage.reportFilename;
    const named = byLisId.get(name.lisId);
    if (chosen && name.lisId !== chosen.lisId) {
      return named ? ValidationMessage.wrongDoctor : ValidationMessage.unknownLisId;
    }
    return chosen ?? named ?? ValidationMessage.unknownLisId;
  };

  const errors: Record<string, MessageKey[]> = {};
  const planned: PlannedReport[] = [];
  for (const [index, file] of files.entries()) {
    const name = names[index] ?? null;
    const doctor = doctorOf(name);
    const problem =
      sizeProblem(file) ?? (typeof doctor === 'string' ? doctor : null) ?? (await contentProblem(file));
    if (problem) errors[`files.${index}`] = [problem];
    else if (name && typeof doctor !== 'string') {
      planned.push({
        file,
        doctor,
        befundId: name.befundId,
        patient: { nachname: name.nachname, vorname: name.vorname, geburtsdatum: null },
      });
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return planned;
}

function sizeProblem(file: UploadedFile): MessageKey | null {
  if (file.truncated || file.bytes.length > REPORT_MAX_BYTES) return ValidationMessage.fileTooLarge;
  if (file.bytes.length === 0) return ValidationMessage.fileEmpty;
  return null;
}

/** Parsed last and only for a file that passed the cheap checks: a full parse is the costly one. */
async function contentProblem(file: UploadedFile): Promise<MessageKey | null> {
  if (!hasPdfMagic(file.bytes)) return ValidationMessage.pdfOnly;
  return (await isReadablePdf(file.bytes)) ? null : ValidationMessage.pdfUnreadable;
}

async function findDoctorByUuid(db: AppDb, uuid: string): Promise<Doctor | undefined> {
  const [doctor] = await db
    .select(doctorColumns)
    .from(users)
    .where(and(eq(users.uuid, uuid), isNotNull(users.lisId)));
  return doctor;
}

export interface StoredUpload {
  report: ReportRecord;
  replaced: boolean;
  /** An import whose source was stored already: nothing was written. */
  unchanged?: boolean;
}

/**
 * A planned report whose PDF is in the report file store already: the import puts each PDF as
 * soon as it is checked, so a file of several large PDFs never holds them all in memory (issue 26).
 */
export interface PlacedReport extends Omit<PlannedReport, 'file'> {
  filename: string;
  fileKey: string;
  fileSize: number;
}

/** Encrypts the files into the store, then records them (`recordPlacedReports`). */
export async function storeUploads(
  context: Pick<AppContext, 'db' | 'reportFiles' | 'now' | 'mail' | 'config'>,
  uploaderId: number,
  planned: readonly PlannedReport[],
  options: WriteOptions = {},
): Promise<StoredUpload[]> {
  const fileKeys = await Promise.all(planned.map((plan) => context.reportFiles.put(plan.file.bytes)));
  const placed = planned.map(({ file, ...plan }, index) => ({
    ...plan,
    filename: file.filename,
    fileKey: fileKeys[index] ?? '',
    fileSize: file.bytes.length,
  }));
  return recordPlacedReports(context, uploaderId, placed, options);
}

/**
 * What a caller writes with each recorded report, in the same transaction (the import links a
 * report to its order, issue 28): called for every report of the request, an unchanged one too,
 * once its row is written; `index` is the report's place in `planned`.
 */
export type AlongsideReport = (tx: AppTx, emit: Emit, stored: StoredUpload, index: number) => Promise<void>;

/**
 * Writes the rows, audit entries, notifications and critical mails' intents of stored files in
 * one transaction. Files of a failed transaction are removed again; files a replacement superseded
 * are removed after the commit, and a failure after the commit never takes the committed reports'
 * files with it.
 */
export async function recordPlacedReports(
  context: Pick<AppContext, 'db' | 'reportFiles' | 'now' | 'mail' | 'config'>,
  uploaderId: number,
  planned: readonly PlacedReport[],
  options: WriteOptions & { alongside?: AlongsideReport } = {},
): Promise<StoredUpload[]> {
  const { db, reportFiles } = context;
  const superseded: string[] = [];
  const unused: string[] = [];
  let result: StoredUpload[];
  try {
    ({ result } = await writeWithChanges(
      db,
      async (tx, emit) => {
        const stored: StoredUpload[] = [];
        for (const [index, plan] of planned.entries()) {
          const now = context.now();
          const { fileKey } = plan;
          const [existing] = await tx
            .select({ id: reports.id, fileKey: reports.fileKey, importHash: reports.importHash })
            .from(reports)
            .where(and(eq(reports.userId, plan.doctor.id), eq(reports.befundId, plan.befundId)))
            .for('update');
          if (existing && plan.importHash && existing.importHash === plan.importHash) {
            unused.push(fileKey);
            const [same] = await selectReports(tx, eq(reports.id, existing.id));
            if (!same) throw new Error('report not found');
            const kept: StoredUpload = { report: toReportRecord(same), replaced: false, unchanged: true };
            stored.push(kept);
            await options.alongside?.(tx, emit, kept, index);
            continue;
          }
          const critical = plan.critical ?? false;
          const values = {
            patientData: plan.patient,
            filename: plan.filename,
            fileKey,
            fileSize: plan.fileSize,
            uploadedBy: uploaderId,
            readAt: null,
            updatedAt: now,
            critical,
            criticalAcknowledgedAt: null,
            criticalAcknowledgedBy: null,
            criticalEscalatedAt: null,
            importHash: plan.importHash ?? null,
            senderBsnr: plan.senderBsnr ?? null,
          };
          const [row] = existing
            ? await tx
                .update(reports)
                .set({ ...values, version: sql`${reports.version} + 1` })
                .where(eq(reports.id, existing.id))
                .returning()
            : await tx
                .insert(reports)
                .values({ ...values, userId: plan.doctor.id, befundId: plan.befundId, createdAt: now })
                .returning();
          if (!row) throw new Error('report not stored');
          if (plan.results) await recordReportResults(tx, row, plan.results);
          else if (existing) await clearReportResults(tx, row.id);
          if (existing) superseded.push(existing.fileKey);
          const action = existing ? 'replace' : plan.importHash ? 'import' : 'upload';
          await recordReportAudit(tx, action, uploaderId, row, now);
          if (critical) {
            await recordReportAudit(tx, 'critical', uploaderId, row, now);
            await queueCriticalMail(context.mail, tx, {
              userId: plan.doctor.id,
              reportId: row.id,
              reason: 'arrived',
            });
          }
          await notifyUser(tx, emit, plan.doctor, {
            type: critical ? NotificationType.reportCritical : NotificationType.reportUploaded,
            params: { befundId: row.befundId },
            links: { report: { id: row.id } },
            now,
          });
          emit(SyncEntity.report, row.id, reportScopes(plan.doctor.uuid));
          const [withDoctor] = await selectReports(tx, eq(reports.id, row.id));
          if (!withDoctor) throw new Error('report not found after storing');
          const written: StoredUpload = {
            report: toReportRecord(withDoctor),
            replaced: existing !== undefined,
          };
          stored.push(written);
          await options.alongside?.(tx, emit, written, index);
        }
        // The administration's mirrored doctor carries the report count (doctor.results).
        for (const doctorId of new Set(planned.map((plan) => plan.doctor.id)))
          emit(SyncEntity.doctor, doctorId, DOCTOR_SCOPES);
        return stored;
      },
      options,
    ));
  } catch (error) {
    await Promise.all(planned.map((plan) => reportFiles.remove(plan.fileKey)));
    // Two writers stored the same new reference number for one doctor at once (a LIS sending in
    // parallel): the second is refused, and its retry finds the first as a version to replace.
    if (isUniqueViolation(error)) throw new HttpError(409, 'reports.concurrentUpload');
    throw error;
  }
  // Committed: from here on nothing may remove the new reports' files, whatever fails.
  await Promise.all([...superseded, ...unused].map((fileKey) => reportFiles.remove(fileKey)));
  return result;
}
