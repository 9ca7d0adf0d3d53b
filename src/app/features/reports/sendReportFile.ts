import { postMultipart, type UploadAnswer } from '../../api/multipartUpload';

/**
 * Sends one report PDF as `POST /api/befunde` (multipart field `files`), with its upload progress
 * (postMultipart: same origin, so the session cookie goes along, and the XSRF token as the header).
 * Never throws.
 */
export function sendReportFile(
  file: File,
  onProgress: (fraction: number) => void,
  { critical = false }: { critical?: boolean } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('files', file, file.name);
  // Issue 17: staff mark the batch critical; the server mails and notifies the doctor at once.
  if (critical) form.append('critical', 'true');
  return postMultipart('/api/befunde', form, onProgress);
}
