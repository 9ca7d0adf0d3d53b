import { apiErrorSchema } from '../../contract/apiError';
import { DEFAULT_LOCALE } from '../../contract/constants';
import { SYNC_CURSOR_HEADER, type SyncEntity } from '../../contract/sync';
import type { EntityRows } from '../../db/rows';
import { readXsrfToken } from '../../workers/syncClient';
import i18n from '../i18n/i18n';
import { ApiRequestError } from './ApiRequestError';
import { cacheAnswerRow, type AnswerRow } from './onlineWrite';

export interface UploadAnswer {
  /** 0 when no answer came (no network, aborted). */
  status: number;
  body: unknown;
  /** The write's X-Sync-Cursor: where its effect is visible in the change feed (null without). */
  cursor: string | null;
}

/**
 * POSTs a multipart form with the headers every API request carries (language, XSRF token).
 * XMLHttpRequest rather than fetch for its upload progress events. What uploads files (report
 * PDFs, system messages, workshops) needs the network when it is sent: the outbox keeps JSON
 * bodies, not files, and the screens say so when offline. Never throws: the report upload queue
 * reads each file's status itself (features/reports/uploadOutcome.ts).
 */
export function postMultipart(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? DEFAULT_LOCALE);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const xsrf = readXsrfToken();
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: parseJson(xhr.responseText),
        cursor: xhr.getResponseHeader(SYNC_CURSOR_HEADER),
      });
    xhr.onerror = () => resolve({ status: 0, body: null, cursor: null });
    xhr.onabort = () => resolve({ status: 0, body: null, cursor: null });
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

/**
 * A form's multipart write (a system message, a workshop with its attachments): postMultipart,
 * then the answer's row into the mirror as writeOnline caches it (api/onlineWrite.ts). A refusal
 * throws the ApiRequestError a JSON write would, so the form shows it the same way
 * (applyServerFieldErrors, notify.apiError).
 */
export async function uploadOnline<E extends SyncEntity>(
  url: string,
  form: FormData,
  cache: AnswerRow<E>,
  onProgress?: (fraction: number) => void,
): Promise<EntityRows[E]> {
  const answer = await postMultipart(url, form, onProgress);
  if (answer.status === 200 || answer.status === 201) {
    return cacheAnswerRow(cache, answer.body, answer.cursor);
  }
  const body = apiErrorSchema.safeParse(answer.body);
  throw new ApiRequestError(answer.status, body.success ? body.data : null);
}
