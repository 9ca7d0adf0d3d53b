/**
 * Checking and storing uploaded attachments (issue 13). Every file is checked before anything is
 * stored: its size (ATTACHMENT_MAX_BYTES; the parser cuts a larger one off and marks it), that it
 * is not empty, and its type by its bytes (attachmentType.ts). One bad file refuses the request
 * with a 422 per file (`files.<index>`), and nothing is stored.
 *
 * The bytes are written (encrypted) before the database transaction that links them, because the
 * transaction must not wait for the disk; when that transaction fails, `discard` removes them
 * again, so a refused or failed request leaves no file behind.
 */
import { createHash } from 'node:crypto';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX_PER_MESSAGE } from '../../../src/contract/constants';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { AppTx } from '../db/database';
import { files, type FileRow } from '../db/schema';
import { FieldValidationError } from '../http/httpErrors';
import type { MessageKey } from '../i18n/messages';
import type { UploadedFile } from '../plugins/multipart';
import { acceptedAttachmentType } from './attachmentType';
import type { AttachmentStore } from './attachmentStore';
import { safeFilename } from './contentDisposition';

export interface StoredAttachment {
  fileKey: string;
  originalName: string;
  mime: string;
  size: number;
  sha256: string;
}

/** Checks every file; throws a 422 naming each bad one. `kept`: attachments the message keeps. */
export function checkAttachments(uploaded: readonly UploadedFile[], kept = 0) {
  if (uploaded.length + kept > ATTACHMENTS_MAX_PER_MESSAGE) {
    throw new FieldValidationError({ files: [ValidationMessage.tooManyAttachments] });
  }
  const errors: Record<string, MessageKey[]> = {};
  const checked = uploaded.map((file, index) => {
    const problem = (message: MessageKey) => void (errors[`files.${index}`] = [message]);
    if (file.truncated || file.bytes.length > ATTACHMENT_MAX_BYTES)
      problem(ValidationMessage.attachmentTooLarge);
    else if (file.bytes.length === 0) problem(ValidationMessage.fileEmpty);
    const type = acceptedAttachmentType(file.bytes, file.filename);
    if (!type && !errors[`files.${index}`]) problem(ValidationMessage.attachmentType);
    return { file, mime: type?.mime ?? '' };
  });
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return checked;
}

/** Writes the checked files, encrypted; returns what the database row needs. */
export async function storeAttachments(
  store: AttachmentStore,
  checked: ReturnType<typeof checkAttachments>,
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  try {
    for (const { file, mime } of checked) {
      stored.push({
        fileKey: await store.put(file.bytes),
        originalName: safeFilename(file.filename),
        mime,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      });
    }
  } catch (error) {
    await discardAttachments(store, stored);
    throw error;
  }
  return stored;
}

/** Removes files whose database rows were never committed (or are deleted). */
export async function discardAttachments(
  store: AttachmentStore,
  stored: readonly { fileKey: string }[],
): Promise<void> {
  await Promise.all(stored.map((file) => store.remove(file.fileKey)));
}

/** The `files` rows of stored attachments, in the caller's transaction. */
export async function insertFileRows(
  tx: AppTx,
  stored: readonly StoredAttachment[],
  uploadedBy: number,
  now: Date,
): Promise<FileRow[]> {
  if (stored.length === 0) return [];
  return tx
    .insert(files)
    .values(
      stored.map((file) => ({
        name: file.fileKey,
        originalName: file.originalName,
        mimeType: file.mime,
        size: file.size,
        sha256: file.sha256,
        uploadedBy,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
}
