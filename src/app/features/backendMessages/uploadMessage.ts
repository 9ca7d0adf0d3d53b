import type { BackendMessageInput } from '../../../contract/backendMessages';
import { postMultipart, type UploadAnswer } from '../../api/multipartUpload';

export type MessageFormValues = Pick<
  BackendMessageInput,
  'title' | 'text' | 'recipient_role_id' | 'show_until' | 'hidden'
>;

/**
 * Creates (`POST /api/messages`) or updates (`POST /api/messages/{id}`) a system message with its
 * attachments as one multipart request (postMultipart, with its upload progress). It needs the
 * network at the moment it is done (issue 13): the outbox keeps JSON bodies, not files, and a
 * message announced to every practice should not go out hours later from a laptop that was
 * offline. The form says so when offline. Never throws.
 */
export function uploadMessage(
  target: { id?: string },
  values: MessageFormValues,
  files: readonly File[],
  removeFileIds: readonly number[],
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('title', values.title);
  form.append('text', values.text);
  form.append('recipient_role_id', values.recipient_role_id === null ? '' : String(values.recipient_role_id));
  form.append('show_until', values.show_until ?? '');
  form.append('hidden', values.hidden ? 'true' : 'false');
  form.append('remove_file_ids', removeFileIds.join(','));
  for (const file of files) form.append('files', file, file.name);
  return postMultipart(
    target.id ? `/api/messages/${encodeURIComponent(target.id)}` : '/api/messages',
    form,
    onProgress,
  );
}
