/**
 * The attachments of a create or update request: none for a JSON body, the checked and stored
 * files of a multipart one (server/platform/files/attachmentUpload.ts). Only the `files` field carries
 * attachments; a file under another field name is refused, not silently dropped.
 */
import type { FastifyRequest } from 'fastify';
import {
  checkAttachments,
  storeAttachments,
  type StoredAttachment,
} from '../../platform/files/attachmentUpload';
import type { AttachmentStore } from '../../platform/files/attachmentStore';
import { FieldValidationError } from '../../platform/http/httpErrors';

export const ATTACHMENT_FIELD = 'files';

export async function attachmentsChecked(
  request: FastifyRequest,
  store: AttachmentStore,
  kept: number,
): Promise<StoredAttachment[]> {
  const uploaded = request.upload?.files ?? [];
  const stray = uploaded.filter(
    (file) => file.field !== ATTACHMENT_FIELD && file.field !== `${ATTACHMENT_FIELD}[]`,
  );
  if (stray.length > 0) {
    throw new FieldValidationError(
      Object.fromEntries(stray.map((file) => [file.field, ['validation.unknownField']])),
    );
  }
  return storeAttachments(store, checkAttachments(uploaded, kept));
}
