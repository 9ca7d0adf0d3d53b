/**
 * The attachments of system messages at rest (issue 13): stored like the report PDFs
 * (server/platform/crypto/encryptedFileStore.ts), AES-256-GCM, in their own directory (FILES_DIR, default
 * `DATA_DIR/files`) under their own key, derived from APP_KEY for this purpose only.
 */
import type { Config } from '../config/config';
import { createEncryptedFileStore, type EncryptedFileStore } from '../crypto/encryptedFileStore';
import { deriveKey, KeyPurpose } from '../crypto/keys';

export type AttachmentStore = EncryptedFileStore;

export const createAttachmentStore = (config: Pick<Config, 'filesDir' | 'appKey'>): AttachmentStore =>
  createEncryptedFileStore(config.filesDir, deriveKey(config.appKey, KeyPurpose.attachmentFiles), '.enc');
