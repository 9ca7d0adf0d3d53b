import { z } from 'zod';
import { apiErrorSchema } from '../../../contract/apiError';
import { REPORT_MAX_BYTES } from '../../../contract/constants';
import { parseReportFilename } from '../../../contract/reports';

/**
 * What became of one uploaded file (`POST /api/befunde`, one file a request): stored, replacing an
 * earlier version or not; refused with the server's messages for it (422); or not sent at all.
 */
export const UploadOutcomeKind = {
  uploaded: 'uploaded',
  refused: 'refused',
  network: 'network',
  sessionLost: 'sessionLost',
} as const;

export type UploadOutcome =
  | { kind: typeof UploadOutcomeKind.uploaded; befundId: string; replaced: boolean }
  /** The server's texts for this file (its 422 field messages, else its message); may be empty. */
  | { kind: typeof UploadOutcomeKind.refused; status: number; messages: string[] }
  | { kind: typeof UploadOutcomeKind.network }
  | { kind: typeof UploadOutcomeKind.sessionLost; status: 401 | 419 };

const uploadResponseSchema = z.object({
  data: z.array(z.object({ report: z.object({ befund_id: z.string() }), replaced: z.boolean() })).min(1),
});

/** Reads the answer to one file's upload; `status` 0 means no answer came. */
export function uploadOutcome(filename: string, status: number, body: unknown): UploadOutcome {
  if (status === 0) return { kind: UploadOutcomeKind.network };
  if (status === 401 || status === 419) return { kind: UploadOutcomeKind.sessionLost, status };
  if (status >= 200 && status < 300) {
    const parsed = uploadResponseSchema.safeParse(body);
    const stored = parsed.success ? parsed.data.data[0] : undefined;
    return {
      kind: UploadOutcomeKind.uploaded,
      befundId: stored?.report.befund_id ?? parseReportFilename(filename)?.befundId ?? filename,
      replaced: stored?.replaced ?? false,
    };
  }
  const error = apiErrorSchema.safeParse(body);
  if (!error.success) return { kind: UploadOutcomeKind.refused, status, messages: [] };
  const fieldMessages = Object.values(error.data.errors ?? {}).flat();
  return {
    kind: UploadOutcomeKind.refused,
    status,
    messages: fieldMessages.length > 0 ? fieldMessages : [error.data.message],
  };
}

/**
 * What the browser can tell before sending: a file that is no PDF, empty or too large would
 * travel only to be refused. The name pattern and the doctor are the server's to judge. Returns
 * the i18n key of the reason, or null.
 */
export function checkBeforeUpload(file: { name: string; type: string; size: number }): string | null {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return 'validation.pdfOnly';
  if (file.size === 0) return 'validation.fileEmpty';
  if (file.size > REPORT_MAX_BYTES) return 'validation.fileTooLarge';
  return null;
}
