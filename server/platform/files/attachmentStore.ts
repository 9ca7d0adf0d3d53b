/**
 * The attachments of system messages at rest (issue 13): stored like the report PDFs
 * (server/platform/crypto/encryptedFileStore.ts), AES-256-GCM, in their own place (FILES_DIR,
 * default `DATA_DIR/files`, or `attachments/` in the S3 bucket: fileStorage.ts) under their own
 * key, derived from APP_KEY for this purpose only.
 */
import type { Config } from '../config/config';
import { createEncryptedFileStore, type EncryptedFileStore } from '../crypto/encryptedFileStore';
import { deriveKey, KeyPurpose } from '../crypto/keys';
import type { BlobStorage } from './blobStorage';

export type AttachmentStore = EncryptedFileStore;

export const createAttachmentStore = (
  storage: BlobStorage,
  config: Pick<Config, 'appKey'>,
): AttachmentStore =>
  createEncryptedFileStore(storage, deriveKey(config.appKey, KeyPurpose.attachmentFiles), '.enc');
