/**
 * LDT 3 (Labordatenträger) files to the reports to import (issue 17), read as a stream (issue 26):
 * lines come a chunk at a time (ldtLines.ts), a record is held only until the next begins, and an
 * embedded PDF goes to a temporary file as it is decoded (ldtEmbeddedPdf.ts), so a 100 MB file
 * costs memory for one record's text fields, not for the file.
 *
 * Records open with field 8000: 8220 the header (9106 the character set), 8205 a Befund, 8221 the
 * trailer. Read of a Befund: 8310 request id (the reference number; LDT 3's Auftragsnummer des
 * Einsenders, so an order number of the portal there, or in 8311 Auftragsnummer des Labors, names
 * the order the report answers: issue 28), 3101/3102/3103 the patient
 * (3103 JJJJMMTT, LDT 3 rule F003: JJJJMM00 and JJJJ0000 say the day or month is unknown, which
 * the portal keeps as no birth date), 3000 the lab's patient number, 0212 the LANR, 0201 the BSNR,
 * 8301/8302 the dates of LDT 2 senders (TTMMJJJJ), the results, the sample and report times as
 * ldtResults.ts reads them. The PDF: LDT 3's Anhang (8110 Obj_0010) with its base64 in 6329
 * lines of 8242 Obj_0068 and 6303 the format after them; older senders' 6303 'pdf' with 6305
 * base64 lines is read too. The first attachment whose 6303 says PDF is the report's PDF.
 *
 * Anything broken refuses the whole file with the line and field named (LdtError); nothing is
 * stored of a file that is not entirely right, and the temporary PDFs of a refused file are gone.
 */
import { createHash, type Hash } from 'node:crypto';
import { ORDER_NUMBER_PATTERN } from '../../../../src/contract/orders';
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

/** YYYY-MM-DD when it is a calendar date. */
const calendarDate = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
};

/** LDT 2's TTMMJJJJ (8301, 8302) to YYYY-MM-DD. */
function ldt2Date(text: string, at: LdtLine): string {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  if (!match || !calendarDate(iso)) throw new LdtError(at.line, at.field, LdtProblem.ldt2Date);
  return iso;
}

/** A birth date as LDT 3 writes it (F003: JJJJMMTT; 00 for an unknown day or month: null). */
function birthDate(text: string, at: LdtLine): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match && (match[2] === '00' || match[3] === '00')) return null;
  const iso = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  if (!match || !calendarDate(iso)) throw new LdtError(at.line, at.field, LdtProblem.date);
  return iso;
}

/** One record while it is read: its lines but the embedded PDF, which streams to its file. */
interface OpenRecord {
  type: string;
  lines: LdtLine[];
  source: Hash;
  /** The report's PDF once known; a 6305 one waits for the record's first 6303 (`pdfFormatRead`). */
  pdf: EmbeddedPdf | null;
  /** An LDT 3 attachment's base64 whose 6303 (after its Obj_0068) is still to come. */
  attachment: EmbeddedPdf | null;
  /** Whether `pdf`'s own 6303 said PDF (LDT 3), rather than the record's first 6303 deciding. */
  pdfFormatRead: boolean;
  /** The open objects (8002 … 8003), innermost last; `base64At` the depth of an 8242 Obj_0068. */
  objects: string[];
  base64At: number | null;
  previousField: string;
}

const isPdfFormat = (format: string) => format.trim().toLowerCase() === 'pdf';

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

  const { results, sampledAt, reportedAt, corrected } = resultsOf(record.lines, text, text(befundLine));
  const format = first('6303');
  const { pdf } = record;
  record.pdf = null;
  await pdf?.finish();
  const usesPdf = pdf !== null && (record.pdfFormatRead || !format || isPdfFormat(text(format)));
  if (pdf && !usesPdf) await pdf.discard();
  if (usesPdf && pdf.problem) {
    await pdf.discard();
    throw new LdtError(pdf.firstLine, pdf.field, pdf.problem);
  }
  const lanr = required('0212');
  const orderNumber = [befundLine, first('8311')]
    .map((line) => (line ? text(line) : ''))
    .find((value) => ORDER_NUMBER_PATTERN.test(value));
  const report: ImportedReport = {
    doctorKey: text(lanr),
    bsnr: first('0201') ? text(first('0201') as LdtLine) : null,
    befundId: text(befundLine),
    patient: {
      nachname: text(required('3101')),
      vorname: text(required('3102')),
      geburtsdatum: birth ? birthDate(text(birth), birth) : null,
      nummer: first('3000') ? text(first('3000') as LdtLine) : null,
    },
    results,
    sampledAt,
    status: corrected ? 'corrected' : 'final',
    pdf: usesPdf ? pdf.file : null,
    reportedAt: reported ? new Date(`${ldt2Date(text(reported), reported)}T12:00:00Z`) : reportedAt,
    source: record.source.digest('hex'),
    order: orderNumber ? { number: orderNumber } : null,
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
        attachment: null,
        pdfFormatRead: false,
        objects: [],
        base64At: null,
        previousField: '',
      };
      this.#records += 1;
    }
    const record = this.#open;
    if (!record) throw new LdtError(line.line, line.field, LdtProblem.structure);
    record.source.update(line.bytes);
    const kept = record.type === '8205' ? await this.#attachmentLine(record, line) : false;
    if (!kept) record.lines.push(line);
    record.previousField = line.field;
  }

  /**
   * Follows the Befund's objects to stream its attachments' base64 to files; true when the line
   * was such content (then it is not kept among the record's lines).
   */
  async #attachmentLine(record: OpenRecord, line: LdtLine): Promise<boolean> {
    if (line.field === '8002') {
      record.objects.push(line.bytes.toString('latin1').trim());
      if (record.previousField !== '8242') return false;
      await this.#withoutFormat(record);
      record.base64At = record.objects.length;
    } else if (line.field === '8003') {
      if (record.base64At === record.objects.length) record.base64At = null;
      record.objects.pop();
    } else if (line.field === '6329' && record.base64At !== null) {
      record.attachment ??= new EmbeddedPdf(line.line, '6329');
      await record.attachment.add(line.bytes);
      return true;
    } else if (line.field === '6303' && record.attachment) {
      await this.#attachmentFormat(record, isPdfFormat(line.bytes.toString('latin1')));
    } else if (line.field === '6305' && record.objects.length === 0 && !record.pdfFormatRead) {
      // Outside objects, as older senders embed it; in an LDT 3 Anhang 6305 names a file instead.
      record.pdf ??= new EmbeddedPdf(line.line, '6305');
      await record.pdf.add(line.bytes);
      return true;
    }
    return false;
  }

  /** An LDT 3 attachment's 6303: the first PDF becomes the report's, anything else is dropped. */
  async #attachmentFormat(record: OpenRecord, isPdf: boolean): Promise<void> {
    const { attachment } = record;
    record.attachment = null;
    if (!attachment) return;
    if (!isPdf || record.pdfFormatRead) {
      await attachment.discard();
      return;
    }
    await record.pdf?.discard();
    record.pdf = attachment;
    record.pdfFormatRead = true;
  }

  /** An attachment whose (mandatory) 6303 did not come: the PDF where the Befund has none yet. */
  async #withoutFormat(record: OpenRecord): Promise<void> {
    if (record.attachment) await this.#attachmentFormat(record, record.pdf === null);
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
    await this.#open?.attachment?.discard();
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
      await this.#withoutFormat(record);
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
