import { WORKSHOP_PAYLOAD_FIELD, type WorkshopInput } from '../../../contract/workshops';
import { postMultipart, type UploadAnswer } from '../../api/multipartUpload';

/**
 * Creates (`POST /api/workshops`) or updates (`POST /api/workshops/{id}`) a workshop with its
 * attachments as one multipart request: the form as JSON in `payload`, the files beside it. Like
 * the system messages' form (decisions.md), the staff's form needs the network when it is sent:
 * the outbox keeps JSON bodies, not files. The form says so when offline. Never throws.
 */
export function uploadWorkshop(
  target: { id?: string },
  input: WorkshopInput,
  files: readonly File[],
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append(WORKSHOP_PAYLOAD_FIELD, JSON.stringify(input));
  for (const file of files) form.append('files', file, file.name);
  return postMultipart(
    target.id ? `/api/workshops/${encodeURIComponent(target.id)}` : '/api/workshops',
    form,
  );
}
