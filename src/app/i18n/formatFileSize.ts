/**
 * A file's size for people: '512 B', '1,2 kB', '3,4 MB' in German ('1.2 kB' in English). Decimal
 * units, as the 'kB' says; below 1 kB in bytes, so that a small file never shows as '0 kB'.
 */
const KB = 1000;
const MB = 1000 * KB;

export function formatFileSize(bytes: number, language: string | undefined): string {
  if (bytes < KB) return `${new Intl.NumberFormat(language).format(bytes)} B`;
  const [value, unit] = bytes < MB ? [bytes / KB, 'kilobyte'] : [bytes / MB, 'megabyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
