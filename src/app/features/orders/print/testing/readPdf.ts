/**
 * Reads back what the order PDFs draw, for the tests: per page its size, the black filled
 * rectangles (the barcodes' bars, drawBarcode.ts) and the texts shown with their positions. It
 * parses the decoded content streams of pdf-lib's output (operators `q Q rg re f Tm Tj`), which is
 * all these PDFs use for bars and text; it is not a general PDF reader.
 */
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfText {
  x: number;
  y: number;
  text: string;
}

export interface PdfPageContent {
  width: number;
  height: number;
  bars: PdfRect[];
  texts: PdfText[];
}

export async function readPdf(
  bytes: Uint8Array,
): Promise<{ title: string | undefined; pages: PdfPageContent[] }> {
  const pdf = await PDFDocument.load(bytes);
  return {
    title: pdf.getTitle(),
    pages: pdf.getPages().map((page) => ({ ...page.getSize(), ...parseContent(contentOf(pdf, page)) })),
  };
}

function contentOf(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream))
        throw new Error('readPdf: a content stream pdf-lib did not write');
      return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
    })
    .join('\n');
}

/** WinAnsiEncoding's 0x80-0x9F, where it differs from Latin-1 (Node's TextDecoder reads Latin-1 there). */
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (code: number) =>
  code >= 0x80 && code <= 0x9f ? (WIN_ANSI_80[code - 0x80] ?? '') : String.fromCharCode(code);

const TOKEN = /<[0-9A-Fa-f]*>|\/[^\s/[\]<>()]+|\[|\]|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z*'"]+/g;

function parseContent(content: string): { bars: PdfRect[]; texts: PdfText[] } {
  const bars: PdfRect[] = [];
  const texts: PdfText[] = [];
  const operands: string[] = [];
  const saved: boolean[] = [];
  let black = true;
  let path: PdfRect[] = [];
  let textAt = { x: 0, y: 0 };
  const number = (index: number) => Number(operands[operands.length - index]);
  for (const token of content.match(TOKEN) ?? []) {
    if (/^[A-Za-z*'"]+$/.test(token)) {
      switch (token) {
        case 'q':
          saved.push(black);
          break;
        case 'Q':
          black = saved.pop() ?? true;
          break;
        case 'rg':
          black = number(1) === 0 && number(2) === 0 && number(3) === 0;
          break;
        case 're':
          path.push({ x: number(4), y: number(3), width: number(2), height: number(1) });
          break;
        case 'f':
        case 'F':
          if (black) bars.push(...path);
          path = [];
          break;
        case 'n':
          path = [];
          break;
        case 'Tm':
          textAt = { x: number(2), y: number(1) };
          break;
        case 'Tj': {
          const hex = operands.at(-1) ?? '<>';
          const codes = hex.slice(1, -1).match(/../g) ?? [];
          const text = codes.map((code) => winAnsi(parseInt(code, 16))).join('');
          texts.push({ ...textAt, text });
          break;
        }
      }
      operands.length = 0;
    } else operands.push(token);
  }
  return { bars, texts };
}
