/**
 * The report PDFs at rest (issue 6): files in REPORT_FILES_DIR or under `reports/` in the S3 bucket
 * (fileStorage.ts), each encrypted with AES-256-GCM under the report file key, never in the
 * database (server/platform/crypto/encryptedFileStore.ts).
 */
import { createEncryptedFileStore, type EncryptedFileStore } from '../crypto/encryptedFileStore';
import { deriveKey, KeyPurpose } from '../crypto/keys';
import type { BlobStorage } from './blobStorage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's report file store, for scripts and tests; features get it from AppContext. */
    reportFiles: ReportFileStore;
  }
}

export type ReportFileStore = EncryptedFileStore;

export function reportFileKey(config: { appKey: string; reportFileKey?: string | undefined }): Buffer {
  return config.reportFileKey
    ? Buffer.from(config.reportFileKey, 'base64')
    : deriveKey(config.appKey, KeyPurpose.reportFiles);
}

export const createReportFileStore = (storage: BlobStorage, key: Buffer): ReportFileStore =>
  createEncryptedFileStore(storage, key, '.pdf.enc');
