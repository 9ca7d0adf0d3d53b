/**
 * `Content-Disposition: attachment` with the name a file was uploaded under, made safe: the
 * header must not be broken by quotes, backslashes or line breaks in a user's file name (header
 * injection), and non-ASCII names travel as RFC 5987 `filename*` with an ASCII fallback.
 */
const UNSAFE_IN_QUOTES = /["\\\r\n]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const NON_ASCII = /[^\u0020-\u007e]/g;
const PATH_SEPARATORS = /[/\\]/g;

export function safeFilename(name: string): string {
  const cleaned = name.replace(CONTROL, '').replace(PATH_SEPARATORS, '_').trim();
  return cleaned === '' ? 'download' : cleaned.slice(0, 200);
}

export function contentDisposition(name: string): string {
  const safe = safeFilename(name);
  const fallback = safe.replace(NON_ASCII, '_').replace(UNSAFE_IN_QUOTES, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
