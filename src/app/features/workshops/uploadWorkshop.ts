import { SyncEntity } from '../../../contract/sync';
import {
  WORKSHOP_PAYLOAD_FIELD,
  workshopRecordSchema,
  type WorkshopInput,
} from '../../../contract/workshops';
import type { WorkshopRow } from '../../../db/rows';
import { uploadOnline } from '../../api/multipartUpload';

/**
 * Creates (`POST /api/workshops`) or updates (`POST /api/workshops/{id}`) a workshop with its
 * attachments as one multipart request (uploadOnline): the form as JSON in `payload`, the files
 * beside it; the answer is cached in the mirror. Like the system messages' form, the staff's form
 * needs the network when it is sent: the outbox keeps JSON bodies, not files. The form says so
 * when offline. Throws the ApiRequestError of a refusal.
 */
export function uploadWorkshop(
  target: { id?: string },
  input: WorkshopInput,
  files: readonly File[],
): Promise<WorkshopRow> {
  const form = new FormData();
  form.append(WORKSHOP_PAYLOAD_FIELD, JSON.stringify(input));
  for (const file of files) form.append('files', file, file.name);
  return uploadOnline(
    target.id ? `/api/workshops/${encodeURIComponent(target.id)}` : '/api/workshops',
    form,
    {
      entity: SyncEntity.workshop,
      rowOf: (body) => {
        const record = workshopRecordSchema.parse((body as { data: unknown }).data);
        return { ...record, id: String(record.id) };
      },
    },
  );
}
