import type { BackendMessageInput } from '../../../contract/backendMessages';
import { DEFAULT_LOCALE } from '../../../contract/constants';
import { SYNC_CURSOR_HEADER } from '../../../contract/sync';
import { readXsrfToken } from '../../../workers/syncClient';
import i18n from '../../i18n/i18n';

export interface MessageUploadAnswer {
  /** 0 when no answer came (no network, aborted). */
  status: number;
  body: unknown;
  /** The write's X-Sync-Cursor: where its effect is visible in the change feed (null without). */
  cursor: string | null;
}

export type MessageFormValues = Pick<
  BackendMessageInput,
  'title' | 'text' | 'recipient_role_id' | 'show_until' | 'hidden'
>;

/**
 * Creates (`POST /api/messages`) or updates (`POST /api/messages/{id}`) a system message with its
 * attachments as one multipart request. XMLHttpRequest rather than fetch for its upload progress
 * events. This is the one action of the product that needs the network at the moment it is done
 * (issue 13): the outbox keeps JSON bodies, not files, and a message announced to every practice
 * should not go out hours later from a laptop that was offline. The form says so when offline.
 * Never throws.
 */
export function uploadMessage(
  target: { id?: string },
  values: MessageFormValues,
  files: readonly File[],
  removeFileIds: readonly number[],
  onProgress: (fraction: number) => void,
): Promise<MessageUploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.id ? `/api/messages/${encodeURIComponent(target.id)}` : '/api/messages');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? DEFAULT_LOCALE);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const xsrf = readXsrfToken();
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: parseJson(xhr.responseText),
        cursor: xhr.getResponseHeader(SYNC_CURSOR_HEADER),
      });
    xhr.onerror = () => resolve({ status: 0, body: null, cursor: null });
    xhr.onabort = () => resolve({ status: 0, body: null, cursor: null });
    const form = new FormData();
    form.append('title', values.title);
    form.append('text', values.text);
    form.append(
      'recipient_role_id',
      values.recipient_role_id === null ? '' : String(values.recipient_role_id),
    );
    form.append('show_until', values.show_until ?? '');
    form.append('hidden', values.hidden ? 'true' : 'false');
    form.append('remove_file_ids', removeFileIds.join(','));
    for (const file of files) form.append('files', file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
