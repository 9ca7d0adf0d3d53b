/**
 * LDT 3 (Labordatenträger) files to the reports to import (issue 17). A file is lines of
 * `LLLFFFF<content>` + CRLF: LLL the line's length in bytes including itself and the CRLF, FFFF the
 * field id. Records open with field 8000: 8220 the header (9106 the character set), 8205 a Befund,
 * 8221 the trailer. Read of a Befund: 8310 request id (the reference number), 3101/3102/3103 the
 * patient, 0212 the LANR, 0201 the BSNR, 8301/8302 the dates, and per test 8410 id, 8411 name,
 * 8420 value, 8421 unit, 8460 normal range, 8422 abnormal flag; an embedded PDF as 6303 'pdf'
 * with 6305 base64 content (several 6305 lines are one file).
 *
 * Anything broken refuses the whole file with the line and field named (LdtError); nothing is
 * stored of a file that is not entirely right.
 */
import { createHash } from 'node:crypto';
import type { ImportedReport, ImportedResult } from '../importedReport';
import { decodeLdt, LdtCharset } from './ldtCharset';

export const LdtProblem = {
  lineFormat: 'ldt.problem.lineFormat',
  lineLength: 'ldt.problem.lineLength',
  structure: 'ldt.problem.structure',
  missing: 'ldt.problem.missing',
  date: 'ldt.problem.date',
  charset: 'ldt.problem.charset',
  base64: 'ldt.problem.base64',
} as const;
export type LdtProblem = (typeof LdtProblem)[keyof typeof LdtProblem];

export class LdtError extends Error {
  constructor(
    readonly line: number,
    readonly field: string,
    readonly problem: LdtProblem,
  ) {
    super(`line ${line}, field ${field}: ${problem}`);
    this.name = 'LdtError';
  }
}

interface LdtLine {
  line: number;
  field: string;
  bytes: Buffer;
}

const LINE = /^(\d{3})(\d{4})/;

function splitLines(file: Buffer): LdtLine[] {
  const lines: LdtLine[] = [];
  let start = 0;
  let number = 0;
  while (start < file.length) {
    number += 1;
    const end = file.indexOf('\r\n', start, 'latin1');
    const raw = file.subarray(start, end < 0 ? file.length : end);
    const head = LINE.exec(raw.subarray(0, 7).toString('latin1'));
    if (!head?.[1] || !head[2])
      throw new LdtError(number, raw.subarray(3, 7).toString('latin1') || '----', LdtProblem.lineFormat);
    if (end < 0 || Number(head[1]) !== raw.length + 2)
      throw new LdtError(number, head[2], LdtProblem.lineLength);
    lines.push({ line: number, field: head[2], bytes: raw.subarray(7) });
    start = end + 2;
  }
  return lines;
}

/** TTMMJJJJ to YYYY-MM-DD. */
function isoDate(text: string, at: LdtLine): string {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new LdtError(at.line, at.field, LdtProblem.date);
  }
  return iso;
}

interface LdtRecord {
  type: string;
  lines: LdtLine[];
}

function records(lines: readonly LdtLine[]): LdtRecord[] {
  const result: LdtRecord[] = [];
  for (const line of lines) {
    if (line.field === '8000') result.push({ type: line.bytes.toString('latin1'), lines: [line] });
    else if (result.length === 0) throw new LdtError(line.line, line.field, LdtProblem.structure);
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

function toReport(record: LdtRecord, charset: LdtCharset): ImportedReport {
  const text = (line: LdtLine) => decodeLdt(line.bytes, charset).trim();
  const first = (field: string) => record.lines.find((line) => line.field === field);
  const required = (field: string) => {
    const line = first(field);
    if (!line || text(line) === '') throw new LdtError(record.lines[0]?.line ?? 0, field, LdtProblem.missing);
    return line;
  };
  const befundLine = required('8310');
  if (!/^[A-Za-z0-9-]{1,64}$/.test(text(befundLine)))
    throw new LdtError(befundLine.line, '8310', LdtProblem.lineFormat);
  const birth = first('3103');
  const reported = first('8302') ?? first('8301');

  const results: ImportedResult[] = [];
  for (const line of record.lines) {
    const current = results.at(-1);
    const value = text(line);
    if (line.field === '8410')
      results.push({ code: value, name: '', value: '', unit: '', range: '', flag: '' });
    else if (['8411', '8420', '8421', '8460', '8422'].includes(line.field)) {
      if (!current) throw new LdtError(line.line, line.field, LdtProblem.structure);
      if (line.field === '8411') current.name = value;
      if (line.field === '8420') current.value = value;
      if (line.field === '8421') current.unit = value;
      if (line.field === '8460') current.range = value;
      if (line.field === '8422') current.flag = value;
    }
  }

  const format = first('6303');
  const content = record.lines.filter((line) => line.field === '6305');
  let pdf: Buffer | null = null;
  if (content.length > 0 && (!format || text(format).toLowerCase() === 'pdf')) {
    const base64 = content.map((line) => line.bytes.toString('latin1')).join('');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
      throw new LdtError(content[0]?.line ?? 0, '6305', LdtProblem.base64);
    pdf = Buffer.from(base64, 'base64');
  }

  return {
    doctorKey: text(required('0212')),
    bsnr: first('0201') ? text(first('0201') as LdtLine) : null,
    befundId: text(befundLine),
    patient: {
      nachname: text(required('3101')),
      vorname: text(required('3102')),
      geburtsdatum: birth ? isoDate(text(birth), birth) : null,
    },
    results,
    pdf,
    reportedAt: reported ? new Date(`${isoDate(text(reported), reported)}T12:00:00Z`) : null,
    source: createHash('sha256')
      .update(Buffer.concat(record.lines.map((line) => line.bytes)))
      .digest('hex'),
  };
}

/** Every Befund of the file, or an LdtError naming the first problem's line and field. */
export function parseLdt(file: Buffer): ImportedReport[] {
  const all = records(splitLines(file));
  const header = all[0];
  const trailer = all.at(-1);
  if (!header || header.type !== '8220') throw new LdtError(1, '8000', LdtProblem.structure);
  if (!trailer || trailer.type !== '8221' || all.length < 3) {
    throw new LdtError(trailer?.lines[0]?.line ?? 1, '8000', LdtProblem.structure);
  }
  const charsetLine = header.lines.find((line) => line.field === '9106');
  const charset = (charsetLine?.bytes.toString('latin1') ?? LdtCharset.iso885915) as LdtCharset;
  if (!Object.values(LdtCharset).includes(charset))
    throw new LdtError(charsetLine?.line ?? 1, '9106', LdtProblem.charset);
  return all.slice(1, -1).map((record) => {
    if (record.type !== '8205') throw new LdtError(record.lines[0]?.line ?? 0, '8000', LdtProblem.structure);
    return toReport(record, charset);
  });
}

/**
 * Where the LANR of the file's Befund number `index` (0-based, as `parseLdt` returns them) stands,
 * for naming the line of an unknown doctor: its record's first 0212, so a 0212 in the header or a
 * second one in an earlier Befund does not shift the count.
 */
export function lanrLineOf(file: Buffer, index: number): number {
  const befunde = records(splitLines(file)).filter((record) => record.type === '8205');
  const befund = befunde[index];
  return befund?.lines.find((line) => line.field === '0212')?.line ?? befund?.lines[0]?.line ?? 0;
}
