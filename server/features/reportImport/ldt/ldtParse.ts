/**
 * LDT 3 (Labordatenträger) files to the reports to import (issue 17), read as a stream (issue 26):
 * lines come a chunk at a time (ldtLines.ts), a record is held only until the next begins, and an
 * embedded PDF goes to a temporary file as it is decoded (ldtEmbeddedPdf.ts), so a 100 MB file
 * costs memory for one record's text fields, not for the file.
 *
 * Records open with field 8000: 8220 the header (9106 the character set), 8205 a Befund, 8221 the
 * trailer. Read of a Befund: 8310 request id (the reference number), 3101/3102/3103 the patient,
 * 3000 the lab's patient number, 0212 the LANR, 0201 the BSNR, 8301/8302 the dates, the results and
 * the sample time as ldtResults.ts reads them; an embedded PDF as 6303 'pdf' with 6305 base64
 * content (several 6305 lines are one file).
 *
 * Anything broken refuses the whole file with the line and field named (LdtError); nothing is
 * stored of a file that is not entirely right, and the temporary PDFs of a refused file are gone.
 */
import { createHash, type Hash } from 'node:crypto';
import type { ImportedReport } from '../importedReport';
import { discardImported } from '../importedReport';
import { decodeLdt, LdtCharset } from './ldtCharset';
import { EmbeddedPdf } from './ldtEmbeddedPdf';
import { LdtError, LdtProblem } from './ldtError';
import { ldtLineBatches, type LdtLine } from './ldtLines';
import { resultsOf } from './ldtResults';

export { LdtError, LdtProblem } from './ldtError';

/** A Befund as read: its reports, and the line of its LANR for naming an unknown doctor. */
export interface LdtBefund {
  report: ImportedReport;
  /** The record's first 0212 (a 0212 in the header or an earlier Befund does not count). */
  lanrLine: number;
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

/** One record while it is read: its lines but the embedded PDF, which streams to its file. */
interface OpenRecord {
  type: string;
  lines: LdtLine[];
  source: Hash;
  pdf: EmbeddedPdf | null;
}

async function toBefund(record: OpenRecord, charset: LdtCharset): Promise<LdtBefund> {
  const text = (line: LdtLine) => decodeLdt(line.bytes, charset).trim();
  const first = (field: string) => record.lines.find((line) => line.field === field);
  const opening = record.lines[0]?.line ?? 0;
  const required = (field: string) => {
    const line = first(field);
    if (!line || text(line) === '') throw new LdtError(opening, field, LdtProblem.missing);
    return line;
  };
  const befundLine = required('8310');
  if (!/^[A-Za-z0-9-]{1,64}$/.test(text(befundLine)))
    throw new LdtError(befundLine.line, '8310', LdtProblem.lineFormat);
  const birth = first('3103');
  const reported = first('8302') ?? first('8301');

  const { results, sampledAt, corrected } = resultsOf(record.lines, text, text(befundLine));
  const format = first('6303');
  const { pdf } = record;
  record.pdf = null;
  await pdf?.finish();
  const usesPdf = pdf !== null && (!format || text(format).toLowerCase() === 'pdf');
  if (pdf && !usesPdf) await pdf.discard();
  if (usesPdf && pdf.problem) {
    await pdf.discard();
    throw new LdtError(pdf.firstLine, '6305', pdf.problem);
  }
  const lanr = required('0212');
  const report: ImportedReport = {
    doctorKey: text(lanr),
    bsnr: first('0201') ? text(first('0201') as LdtLine) : null,
    befundId: text(befundLine),
    patient: {
      nachname: text(required('3101')),
      vorname: text(required('3102')),
      geburtsdatum: birth ? isoDate(text(birth), birth) : null,
      nummer: first('3000') ? text(first('3000') as LdtLine) : null,
    },
    results,
    sampledAt,
    status: corrected ? 'corrected' : 'final',
    pdf: usesPdf ? pdf.file : null,
    reportedAt: reported ? new Date(`${isoDate(text(reported), reported)}T12:00:00Z`) : null,
    source: record.source.digest('hex'),
  };
  return { report, lanrLine: lanr.line };
}

/** Reads the file's records one after another, checking their order as they close. */
class LdtReader {
  readonly befunde: LdtBefund[] = [];
  #open: OpenRecord | null = null;
  #records = 0;
  #charset: LdtCharset = LdtCharset.iso885915;

  async add(line: LdtLine): Promise<void> {
    if (line.field === '8000') {
      await this.#close();
      this.#open = {
        type: line.bytes.toString('latin1'),
        lines: [],
        source: createHash('sha256'),
        pdf: null,
      };
      this.#records += 1;
    }
    const record = this.#open;
    if (!record) throw new LdtError(line.line, line.field, LdtProblem.structure);
    record.source.update(line.bytes);
    if (line.field === '6305' && record.type === '8205') {
      record.pdf ??= new EmbeddedPdf(line.line);
      await record.pdf.add(line.bytes);
    } else record.lines.push(line);
  }

  /** The end of the file: the trailer must be the last record, after at least one Befund. */
  async end(): Promise<LdtBefund[]> {
    const last = this.#open;
    if (!last || last.type !== '8221' || this.#records < 3)
      throw new LdtError(last?.lines[0]?.line ?? 1, '8000', LdtProblem.structure);
    return this.befunde;
  }

  async discard(): Promise<void> {
    await this.#open?.pdf?.discard();
    await discardImported(this.befunde.map((befund) => befund.report));
  }

  async #close(): Promise<void> {
    const record = this.#open;
    if (!record) return;
    const opening = record.lines[0]?.line ?? 1;
    if (this.#records === 1) {
      if (record.type !== '8220') throw new LdtError(1, '8000', LdtProblem.structure);
      const charsetLine = record.lines.find((line) => line.field === '9106');
      const charset = (charsetLine?.bytes.toString('latin1') ?? LdtCharset.iso885915) as LdtCharset;
      if (!Object.values(LdtCharset).includes(charset))
        throw new LdtError(charsetLine?.line ?? 1, '9106', LdtProblem.charset);
      this.#charset = charset;
    } else if (record.type === '8205') {
      this.befunde.push(await toBefund(record, this.#charset));
    } else throw new LdtError(opening, '8000', LdtProblem.structure);
    this.#open = null;
  }
}

/** Every Befund of the file, or an LdtError naming the first problem's line and field. */
export async function parseLdt(source: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<LdtBefund[]> {
  const reader = new LdtReader();
  try {
    for await (const lines of ldtLineBatches(source)) for (const line of lines) await reader.add(line);
    return await reader.end();
  } catch (error) {
    await reader.discard();
    throw error;
  }
}
