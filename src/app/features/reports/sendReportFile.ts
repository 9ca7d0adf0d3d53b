import { DEFAULT_LOCALE } from '../../../contract/constants';
import { readXsrfToken } from '../../../workers/syncClient';
import i18n from '../../i18n/i18n';

export interface UploadAnswer {
  /** 0 when no answer came (no network, aborted). */
  status: number;
  body: unknown;
}

/**
 * Sends one report PDF as `POST /api/befunde` (multipart field `files`). XMLHttpRequest rather
 * than fetch for its upload progress events. Same origin, so the session cookie goes along; the
 * XSRF-TOKEN cookie is echoed as the header, as `api/http.ts` does for every write. Never throws.
 */
export function sendReportFile(
  file: File,
  onProgress: (fraction: number) => void,
  { critical = false }: { critical?: boolean } = {},
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/befunde');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? DEFAULT_LOCALE);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const xsrf = readXsrfToken();
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append('files', file, file.name);
    // Issue 17: staff mark the batch critical; the server mails and notifies the doctor at once.
    if (critical) form.append('critical', 'true');
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
