/**
 * The character sets of LDT files (field 9106 of the header): '1' 7-bit ASCII, '2' code page 437
 * (the 8-bit IBM set of DOS-era practice systems), '3' ISO 8859-15. Node's TextDecoder knows no
 * CP437, so its upper half is a table here.
 */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

export const LdtCharset = { ascii: '1', cp437: '2', iso885915: '3' } as const;
export type LdtCharset = (typeof LdtCharset)[keyof typeof LdtCharset];

const latin9 = new TextDecoder('iso-8859-15');

export function decodeLdt(bytes: Uint8Array, charset: LdtCharset): string {
  if (charset === LdtCharset.iso885915) return latin9.decode(bytes);
  let text = '';
  for (const byte of bytes) {
    text +=
      byte < 0x80
        ? String.fromCharCode(byte)
        : charset === LdtCharset.cp437
          ? (CP437_HIGH[byte - 0x80] ?? '?')
          : '?';
  }
  return text;
}

/** For the sample files and tests: text to the bytes of a character set (unknown characters as '?'). */
export function encodeLdt(text: string, charset: LdtCharset): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code < 0x80) bytes.push(code);
    else if (charset === LdtCharset.cp437) {
      const index = CP437_HIGH.indexOf(char);
      bytes.push(index >= 0 ? 0x80 + index : 0x3f);
    } else if (charset === LdtCharset.iso885915) {
      const index = [...Array(256).keys()].find((byte) => latin9.decode(Uint8Array.of(byte)) === char);
      bytes.push(index ?? 0x3f);
    } else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}
