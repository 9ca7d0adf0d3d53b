/**
 * Draws an iEC result document (iecDocumentModel.ts) as an A4 PDF with pdf-lib: the laboratory's
 * header and the date, then each group with its substances (name, CAS number, synonyms, short info,
 * source numbers), then the numbered sources; page numbers in the footer.
 *
 * Runs unchanged on the server and in the device's worker: Uint8Array out, no Node API, and the
 * standard Helvetica fonts, whose metrics ship inside pdf-lib itself, so no font file has to be
 * fetched or embedded. They encode WinAnsi only: any other character is drawn as '?' rather than
 * making pdf-lib throw (the catalogue's texts keep to Latin-1 for that reason). The output depends
 * on the model alone (the PDF's dates are the model's), so the same selection gives the same bytes.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PRODUCT_NAME } from '../../contract/constants';
import { sourceReferences, type IecDocumentModel } from './iecDocumentModel';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 56, top: 56, bottom: 56 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const SIZE = { title: 16, lab: 11, group: 11.5, name: 10, text: 9, small: 8 };
const LEADING = 1.35;

const COLOR = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.42, 0.44, 0.48),
  accent: rgb(0.55, 0.07, 0.1),
  band: rgb(0.96, 0.93, 0.93),
  rule: rgb(0.8, 0.8, 0.82),
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  charset: ReadonlySet<number>;
}

/** A page cursor: writes lines downwards and starts a new page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y = PAGE.height - MARGIN.top;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.y = PAGE.height - MARGIN.top;
    return this.pdf.addPage([PAGE.width, PAGE.height]);
  }

  /** Makes room for `height` points, on a new page if needed. */
  need(height: number): void {
    if (this.y - height < MARGIN.bottom + 14) this.page = this.newPage();
  }

  text(value: string, options: { size: number; font?: PDFFont; color?: ReturnType<typeof rgb>; x?: number }) {
    const font = options.font ?? this.fonts.regular;
    this.page.drawText(printable(value, this.fonts.charset), {
      x: options.x ?? MARGIN.left,
      y: this.y,
      size: options.size,
      font,
      color: options.color ?? COLOR.text,
    });
  }

  /** A paragraph wrapped to the width (minus `indent`), moving down line by line. */
  paragraph(
    value: string,
    options: { size: number; font?: PDFFont; color?: ReturnType<typeof rgb>; indent?: number },
  ) {
    const font = options.font ?? this.fonts.regular;
    const indent = options.indent ?? 0;
    const lines = wrap(printable(value, this.fonts.charset), font, options.size, WIDTH - indent);
    for (const line of lines) {
      this.need(options.size * LEADING);
      this.y -= options.size * LEADING;
      this.text(line, { ...options, x: MARGIN.left + indent });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }
}

export async function renderIecPdf(model: IecDocumentModel): Promise<Uint8Array> {
  const { labels } = model;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${labels.title} - ${model.dateText}`);
  pdf.setAuthor(model.labName);
  pdf.setProducer(model.labName);
  pdf.setCreator(PRODUCT_NAME);
  pdf.setLanguage(model.locale === 'de' ? 'de-DE' : 'en-GB');
  pdf.setCreationDate(model.createdAt);
  pdf.setModificationDate(model.createdAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(pdf, { regular, bold, charset: new Set(regular.getCharacterSet()) });

  drawHeader(writer, model);
  for (const group of model.groups) {
    writer.need(SIZE.group * 2 + SIZE.name * 4);
    writer.gap(SIZE.group * 1.6);
    writer.page.drawRectangle({
      x: MARGIN.left,
      y: writer.y - 4,
      width: WIDTH,
      height: SIZE.group + 7,
      color: COLOR.band,
    });
    writer.text(group.title, { size: SIZE.group, font: bold, color: COLOR.accent, x: MARGIN.left + 4 });
    writer.gap(4);
    for (const substance of group.substances) {
      writer.need(SIZE.name * LEADING * 3);
      writer.gap(SIZE.name * 0.6);
      writer.paragraph(
        substance.cas ? `${substance.name}  (${labels.cas} ${substance.cas})` : substance.name,
        {
          size: SIZE.name,
          font: bold,
        },
      );
      if (substance.synonyms.length > 0) {
        writer.paragraph(`${labels.synonyms}: ${substance.synonyms.join(', ')}`, {
          size: SIZE.small,
          color: COLOR.muted,
        });
      }
      writer.paragraph(substance.info, { size: SIZE.text });
      if (substance.sourceNumbers.length > 0) {
        writer.paragraph(`${labels.sources}: ${sourceReferences(substance.sourceNumbers)}`, {
          size: SIZE.small,
          color: COLOR.muted,
        });
      }
    }
  }
  if (model.sources.length > 0) {
    writer.need(SIZE.group * 3);
    writer.gap(SIZE.group * 2);
    writer.text(labels.sources, { size: SIZE.group, font: bold, color: COLOR.accent });
    writer.gap(2);
    for (const source of model.sources) {
      writer.paragraph(`[${source.number}] ${source.citation}`, { size: SIZE.small });
    }
  }
  drawFooters(pdf, writer.fonts, model);
  return pdf.save();
}

function drawHeader(writer: Writer, model: IecDocumentModel): void {
  const { labels } = model;
  writer.text(model.labName, { size: SIZE.lab, font: writer.fonts.bold, color: COLOR.accent });
  writer.gap(SIZE.title * 1.8);
  writer.text(labels.title, { size: SIZE.title, font: writer.fonts.bold });
  writer.gap(SIZE.text * 1.8);
  writer.text(`${labels.date}: ${model.dateText}`, { size: SIZE.text, color: COLOR.muted });
  writer.gap(SIZE.text * LEADING);
  writer.text(`${labels.selectedCount}: ${model.substanceCount}`, { size: SIZE.text, color: COLOR.muted });
  writer.gap(8);
  writer.page.drawLine({
    start: { x: MARGIN.left, y: writer.y },
    end: { x: PAGE.width - MARGIN.right, y: writer.y },
    thickness: 0.8,
    color: COLOR.rule,
  });
}

function drawFooters(pdf: PDFDocument, fonts: Fonts, model: IecDocumentModel): void {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const left = printable(`${model.labName} · ${model.labels.title} · ${model.dateText}`, fonts.charset);
    const right = model.labels.page(index + 1, pages.length);
    const y = MARGIN.bottom - 24;
    page.drawText(left, { x: MARGIN.left, y, size: SIZE.small, font: fonts.regular, color: COLOR.muted });
    page.drawText(right, {
      x: PAGE.width - MARGIN.right - fonts.regular.widthOfTextAtSize(right, SIZE.small),
      y,
      size: SIZE.small,
      font: fonts.regular,
      color: COLOR.muted,
    });
  });
}

/** The text with every character the standard fonts cannot encode replaced by '?'. */
function printable(value: string, charset: ReadonlySet<number>): string {
  return Array.from(value, (char) => (charset.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

/** Greedy word wrap; a word longer than the line is cut. */
export function wrap(value: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
