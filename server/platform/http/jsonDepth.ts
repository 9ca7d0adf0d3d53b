/**
 * How deeply JSON text nests, read before it is parsed. `JSON.parse` of a body nested 100,000 deep
 * (800 KB, under the body limit) built 100,000 objects in about 50 ms of the event loop before the
 * input walk (inputChecks.ts) could refuse it; this scan stops at the first bracket too deep.
 *
 * Strings are skipped by `indexOf` (a bracket inside one does not nest), so a megabyte of text in
 * a field costs a few jumps; broken JSON is left to the parser, which refuses it.
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x7b, 0x5b]); // { [
const CLOSING = new Set([0x7d, 0x5d]); // } ]

/** The index of the quote that closes the string opened at `start`, or the text's length. */
function endOfString(text: string, start: number): number {
  for (let quote = text.indexOf('"', start + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
  return text.length;
}

/** Whether `text` opens more than `max` objects and arrays inside each other anywhere. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) index = endOfString(text, index);
    else if (OPENING.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSING.has(code)) depth--;
  }
  return false;
}
