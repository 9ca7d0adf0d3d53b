/**
 * Bytes to base64 without Node's Buffer, so the export writers run in the browser too. Works in
 * slices: `String.fromCharCode` over a whole 20 MB PDF would exceed the argument limit.
 */
const SLICE_BYTES = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE_BYTES));
  }
  return btoa(binary);
}
