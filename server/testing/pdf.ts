import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * A small PDF that a parser accepts (catalog, one page, a text naming `text`), built by hand so
 * tests need no async renderer: the upload checks that a file parses as a PDF, not only its magic.
 */
export function pdfBytes(text: string, padding = 0): Buffer {
  // `padding` bytes of PDF comment lines in the page's content: a large file that still parses.
  const line = `%${'x'.repeat(78)}\n`;
  const pad = padding > 0 ? `\n${line.repeat(Math.ceil(padding / line.length))}` : '';
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET${pad}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/**
 * The strings drawn on every page of a PDF made by pdf-lib with the standard fonts (WinAnsi hex
 * strings of the content streams, decoded as Latin-1), one per line: what the iEC documents say.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  return pdf
    .getPages()
    .map((page) => {
      const contents = page.node.Contents();
      const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
      return parts
        .map((part) => pdf.context.lookup(part))
        .filter((stream) => stream instanceof PDFRawStream)
        .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
        .flatMap((operators) => [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
        .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
        .join('\n');
    })
    .join('\n');
}
