/**
 * Text to ISO 8859-15 (Latin-9) bytes, the only character set of LDT 3 (KBV LDT 3 Satzbeschreibung
 * 6.6). It is ISO 8859-1 but for eight positions that hold €, Š, š, Ž, ž, Œ, œ and Ÿ; a character
 * it lacks becomes '?'. Pure: it runs on the server and in the browser.
 */
const LATIN9_DIFFERENCES: ReadonlyMap<string, number> = new Map([
  ['€', 0xa4],
  ['Š', 0xa6],
  ['š', 0xa8],
  ['Ž', 0xb4],
  ['ž', 0xb8],
  ['Œ', 0xbc],
  ['œ', 0xbd],
  ['Ÿ', 0xbe],
]);
/** The Latin-1 characters whose positions Latin-9 gave to the eight above. */
const REPLACED_BY_LATIN9 = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);
const QUESTION_MARK = 0x3f;

export function latin9Byte(char: string): number {
  const swapped = LATIN9_DIFFERENCES.get(char);
  if (swapped !== undefined) return swapped;
  const code = char.codePointAt(0) ?? QUESTION_MARK;
  return code <= 0xff && !REPLACED_BY_LATIN9.has(code) ? code : QUESTION_MARK;
}

/**
 * One byte per code point. The caller sizes lines by `latin9Length`; a character outside the BMP is
 * one '?' here, as it is one code point there.
 */
export function encodeLatin9(text: string): Uint8Array {
  const bytes = new Uint8Array(latin9Length(text));
  let at = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0xa0) bytes[at] = code < 0x80 ? code : QUESTION_MARK;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes[at] = QUESTION_MARK;
      index += 1;
    } else bytes[at] = latin9Byte(text[index] ?? '?');
    at += 1;
  }
  return bytes;
}

/** The bytes `encodeLatin9` makes of the text: its code points. */
export function latin9Length(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      length -= 1;
      index += 1;
    }
  }
  return length;
}
