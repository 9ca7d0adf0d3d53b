/**
 * Text on the order's PDFs with pdf-lib's standard Helvetica, whose metrics ship inside pdf-lib (no
 * font file to fetch offline). It encodes WinAnsi only: a character outside it (a Polish or Turkish
 * letter in a patient's name) prints as '?' rather than making pdf-lib throw.
 */
import type { PDFFont } from 'pdf-lib';

export function printable(value: string, font: PDFFont): string {
  const charset = charsets.get(font) ?? new Set(font.getCharacterSet());
  charsets.set(font, charset);
  return Array.from(value, (char) => (charset.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}
const charsets = new WeakMap<PDFFont, ReadonlySet<number>>();

/** The text cut with '…' to the width (points); short enough texts unchanged. */
export function fit(value: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  let shown = value;
  while (shown.length > 0 && font.widthOfTextAtSize(`${shown}…`, size) > width) shown = shown.slice(0, -1);
  return `${shown.trimEnd()}…`;
}

/** Greedy word wrap to the width; a word longer than a line is cut to it. */
export function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) lines.push(line);
        line = fit(word, font, size, width);
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}
