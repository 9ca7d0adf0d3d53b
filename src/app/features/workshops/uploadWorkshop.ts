import { DEFAULT_LOCALE } from '../../../contract/constants';
import { SYNC_CURSOR_HEADER } from '../../../contract/sync';
import { WORKSHOP_PAYLOAD_FIELD, type WorkshopInput } from '../../../contract/workshops';
import { readXsrfToken } from '../../../workers/syncClient';
import i18n from '../../i18n/i18n';

export interface WorkshopUploadAnswer {
  /** 0 when no answer came (no network). */
  status: number;
  body: unknown;
  /** The write's X-Sync-Cursor: where its effect is visible in the change feed (null without). */
  cursor: string | null;
}

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
): Promise<WorkshopUploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.id ? `/api/workshops/${encodeURIComponent(target.id)}` : '/api/workshops');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? DEFAULT_LOCALE);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const xsrf = readXsrfToken();
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: parseJson(xhr.responseText),
        cursor: xhr.getResponseHeader(SYNC_CURSOR_HEADER),
      });
    xhr.onerror = () => resolve({ status: 0, body: null, cursor: null });
    xhr.onabort = () => resolve({ status: 0, body: null, cursor: null });
    const form = new FormData();
    form.append(WORKSHOP_PAYLOAD_FIELD, JSON.stringify(input));
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
