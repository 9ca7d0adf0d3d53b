/**
 * The lines of an LDT file as it streams in (issue 26): `LLLFFFF<content>` + CRLF, LLL the line's
 * length in bytes including itself and the CRLF, FFFF the field id. LLL has three digits, so no
 * valid line is longer than 999 bytes: that bounds what is held between two chunks, and a longer
 * run without CRLF is refused at once instead of being buffered.
 */
import { LdtError, LdtProblem } from './ldtError';

export interface LdtLine {
  line: number;
  field: string;
  /** The content, after the seven bytes of length and field id. */
  bytes: Buffer;
}

const HEAD = /^(\d{3})(\d{4})/;
const CRLF = Buffer.from('\r\n');
/** The longest line LLL can state, without its CRLF. */
const MAX_LINE_BYTES = 999 - CRLF.length;

function toLine(raw: Buffer, line: number, terminated: boolean): LdtLine {
  const head = HEAD.exec(raw.subarray(0, 7).toString('latin1'));
  if (!head?.[1] || !head[2])
    throw new LdtError(line, raw.subarray(3, 7).toString('latin1') || '----', LdtProblem.lineFormat);
  if (!terminated || Number(head[1]) !== raw.length + CRLF.length)
    throw new LdtError(line, head[2], LdtProblem.lineLength);
  return { line, field: head[2], bytes: raw.subarray(7) };
}

/** Every line of the file, a chunk's worth at a time; an LdtError at the first malformed one. */
export async function* ldtLineBatches(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
): AsyncGenerator<LdtLine[]> {
  let carry: Buffer = Buffer.alloc(0);
  let number = 0;
  for await (const chunk of source) {
    const buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const lines: LdtLine[] = [];
    let start = 0;
    for (let end = buffer.indexOf(CRLF, start); end >= 0; end = buffer.indexOf(CRLF, start)) {
      number += 1;
      lines.push(toLine(buffer.subarray(start, end), number, true));
      start = end + CRLF.length;
    }
    // Copied, so the rest of a large chunk is not kept alive by a few bytes of it.
    carry = Buffer.from(buffer.subarray(start));
    if (carry.length > MAX_LINE_BYTES + 1) toLine(carry.subarray(0, MAX_LINE_BYTES + 1), number + 1, false);
    if (lines.length > 0) yield lines;
  }
  if (carry.length > 0) toLine(carry, number + 1, false);
}
