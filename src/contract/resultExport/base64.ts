/**
 * Bytes to base64 without Node's Buffer, so the export writers run in the browser too. A table
 * loop into one byte array: `btoa` needs a binary string, and building one of a 20 MB PDF takes
 * seconds.
 */
const ALPHABET = new TextEncoder().encode('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const PAD = 0x3d;
const letter = (sextet: number) => ALPHABET[sextet] ?? PAD;

/** The base64 text of the bytes, as its ASCII bytes. */
export function base64Bytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const whole = bytes.length - (bytes.length % 3);
  let at = 0;
  for (let index = 0; index < whole; index += 3, at += 4) {
    const triple = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    out[at] = letter(triple >> 18);
    out[at + 1] = letter((triple >> 12) & 63);
    out[at + 2] = letter((triple >> 6) & 63);
    out[at + 3] = letter(triple & 63);
  }
  if (whole < bytes.length) {
    const first = bytes[whole] ?? 0;
    const second = bytes[whole + 1] ?? 0;
    const two = whole + 2 === bytes.length;
    out[at] = letter(first >> 2);
    out[at + 1] = letter(((first & 3) << 4) | (two ? second >> 4 : 0));
    out[at + 2] = two ? letter((second & 15) << 2) : PAD;
    out[at + 3] = PAD;
  }
  return out;
}

export const bytesToBase64 = (bytes: Uint8Array): string => new TextDecoder().decode(base64Bytes(bytes));
