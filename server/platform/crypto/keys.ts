/**
 * One APP_KEY, several purposes: each use (encryption, link signatures, mail codes) gets its own
 * key derived with HKDF, so a weakness in one use never exposes the others.
 */
import { hkdfSync } from 'node:crypto';

export const KeyPurpose = {
  encryption: 'kundencenter:encryption',
  urlSignature: 'kundencenter:url-signature',
  mailCode: 'kundencenter:two-factor-mail-code',
  pusherAppId: 'kundencenter:pusher-app-id',
  pusherKey: 'kundencenter:pusher-key',
  pusherSecret: 'kundencenter:pusher-secret',
  reportFiles: 'kundencenter:report-files',
  attachmentFiles: 'kundencenter:attachment-files',
  fileUrlSignature: 'kundencenter:file-url-signature',
  /** Issue 27: the patients' records and the reports' results at rest, and the patients' identity HMAC. */
  patientData: 'kundencenter:patient-data',
  patientIdentity: 'kundencenter:patient-identity',
  /** The payloads of mails asked for and not yet composed (mail/mailIntents.ts). */
  mailIntents: 'kundencenter:mail-intents',
} as const;

export type KeyPurpose = (typeof KeyPurpose)[keyof typeof KeyPurpose];

const KEY_BYTES = 32;

export function deriveKey(appKey: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, '', purpose, KEY_BYTES));
}
