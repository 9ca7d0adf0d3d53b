import { apiSession } from './apiSession';
import { DEMO_PASSWORDS } from './signIn';

export const WEBER_LIS_ID = 'A-100483';

/** A small valid PDF whose text names the patient (so tests can look for it in clear). */
export function pdfBytes(text: string): Uint8Array<ArrayBuffer> {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(new TextEncoder().encode(body));
}

/** 'labor' uploads a report for dr.weber through the API, as the upload page does. */
export async function uploadReportForWeber(baseUrl: string, befundId: string, patient: [string, string]) {
  const labor = await apiSession(baseUrl, 'labor', DEMO_PASSWORDS.labor);
  const form = new FormData();
  const filename = `${WEBER_LIS_ID}_${befundId}_${patient[0]}_${patient[1]}.pdf`;
  form.append(
    'files',
    new Blob([pdfBytes(`Patient ${patient[0]}, ${patient[1]}`)], { type: 'application/pdf' }),
    filename,
  );
  const response = await labor('POST', '/api/befunde', form);
  return ((await response.json()) as { data: { report: { id: number; uuid: string } }[] }).data[0]?.report;
}

/** A reference number no other test run used. */
export const freshBefundId = () => String(Date.now()).slice(-8);
