import { backendMessageRecordSchema, type BackendMessageInput } from '../../../contract/backendMessages';
import { SyncEntity } from '../../../contract/sync';
import type { BackendMessageRow } from '../../../db/rows';
import { uploadOnline } from '../../api/multipartUpload';

export type MessageUpload = Pick<
  BackendMessageInput,
  'title' | 'text' | 'recipient_role_id' | 'show_until' | 'hidden'
> & { files: readonly File[]; remove_file_ids: readonly number[] };

/**
 * Creates (`POST /api/messages`) or updates (`POST /api/messages/{id}`) a system message with its
 * attachments as one multipart request (uploadOnline, with its upload progress), and caches the
 * answer in the mirror. It needs the network at the moment it is done (issue 13): the outbox keeps
 * JSON bodies, not files, and a message announced to every practice should not go out hours later
 * from a laptop that was offline. The form says so when offline. Throws the ApiRequestError of a
 * refusal.
 */
export function uploadMessage(
  target: { id?: string },
  values: MessageUpload,
  onProgress: (fraction: number) => void,
): Promise<BackendMessageRow> {
  const form = new FormData();
  form.append('title', values.title);
  form.append('text', values.text);
  form.append('recipient_role_id', values.recipient_role_id === null ? '' : String(values.recipient_role_id));
  form.append('show_until', values.show_until ?? '');
  form.append('hidden', values.hidden ? 'true' : 'false');
  form.append('remove_file_ids', values.remove_file_ids.join(','));
  for (const file of values.files) form.append('files', file, file.name);
  return uploadOnline(
    target.id ? `/api/messages/${encodeURIComponent(target.id)}` : '/api/messages',
    form,
    {
      entity: SyncEntity.backendMessage,
      rowOf: (body) => {
        const record = backendMessageRecordSchema.parse((body as { data: unknown }).data);
        return { ...record, id: String(record.id) };
      },
    },
    onProgress,
  );
}
