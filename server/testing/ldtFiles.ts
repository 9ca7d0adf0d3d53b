/**
 * LDT 3 test material (issue 17): a file as a laboratory system writes it (CRLF, the length of
 * every line in bytes, the character set of field 9106), with made-up patients.
 */
import { decodeLdt, encodeLdt, LdtCharset } from '../features/reportImport';
import { pdfBytes } from './pdf';

export type LdtField = readonly [field: string, content: string];

/** One line: `LLLFFFF<content>` CRLF, LLL counting the bytes in the file's character set. */
export function ldtLine([field, content]: LdtField, charset: LdtCharset): Buffer {
  const body = encodeLdt(`${field}${content}`, charset);
  const length = body.length + 5;
  return Buffer.concat([Buffer.from(String(length).padStart(3, '0'), 'latin1'), body, Buffer.from('\r\n')]);
}

export interface LdtBefund {
  befundId: string;
  lanr: string;
  nachname?: string;
  vorname?: string;
  potassium?: string;
  flag?: string;
  withPdf?: boolean;
  /** Bytes of PDF padding, for a large embedded PDF. */
  pdfPadding?: number;
}

export function befundFields({
  befundId,
  lanr,
  nachname = 'Größer',
  vorname = 'Jürgen',
  potassium = '2,1',
  flag = 'LL',
  withPdf = false,
  pdfPadding = 0,
}: LdtBefund): LdtField[] {
  const fields: LdtField[] = [
    ['8000', '8205'],
    ['8310', befundId],
    ['0201', '381234500'],
    ['0212', lanr],
    ['3101', nachname],
    ['3102', vorname],
    ['3103', '19580203'],
    ['8301', '23112026'],
    ['8302', '24112026'],
    ['8410', 'K'],
    ['8411', 'Kalium'],
    ['8420', potassium],
    ['8421', 'mmol/l'],
    ['8460', '3,5-5,1'],
    ['8422', flag],
    ['8410', 'NA'],
    ['8411', 'Natrium'],
    ['8420', '139'],
    ['8421', 'mmol/l'],
    ['8460', '135-145'],
  ];
  if (withPdf) {
    const base64 = pdfBytes(`Befund ${befundId}`, pdfPadding).toString('base64');
    fields.push(['6303', 'pdf']);
    for (let start = 0; start < base64.length; start += 60)
      fields.push(['6305', base64.slice(start, start + 60)]);
  }
  return fields;
}

export function ldtFile(befunde: readonly LdtBefund[], charset: LdtCharset = LdtCharset.iso885915): Buffer {
  const fields: LdtField[] = [
    ['8000', '8220'],
    ['0001', '3.2.17'],
    ['9106', charset],
    ['8312', 'LIS-Sommerfeld'],
    ...befunde.flatMap(befundFields),
    ['8000', '8221'],
    ['9202', String(befunde.length)],
  ];
  return Buffer.concat(fields.map((field) => ldtLine(field, charset)));
}

export { decodeLdt, LdtCharset };
