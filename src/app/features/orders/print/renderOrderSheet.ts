/**
 * The order sheet (Auftragsschein) as an A4 PDF, made on the device with pdf-lib: it goes with the
 * samples to the laboratory, like a Muster 10A. The laboratory's name, the title and the order
 * number as Code 128 (with its text) head the first page; the patient beside the practice and
 * the requesting doctor; order date, sample time and urgency; the clinical question and the ICD-10
 * codes; then the analyses, grouped by tube. A long order goes on over further pages, each headed
 * by the order number and the patient and repeating the table's columns; every page's footer names
 * the laboratory and counts the pages.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PRODUCT_NAME } from '../../../../contract/constants';
import { code128Bars } from './code128Bars';
import { drawBarcode } from './drawBarcode';
import { BARCODE_MODULE, PT_PER_MM } from './labelLayouts';
import type { OrderPrintTexts } from './orderPrintTexts';
import { orderSheetModel, type OrderSheetModel, type SheetBlock, type SheetRow } from './orderSheetModel';
import { fit, printable, wrap } from './pdfText';
import type { PrintableOrder } from './printableOrder';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 42, top: 40, bottom: 48 };
const WIDTH = PAGE.width - 2 * MARGIN.x;
const SIZE = { lab: 11, title: 16, heading: 8, text: 9, small: 7.5, number: 11 };
const ROW = 13;
/** The sheet's barcode: two tube modules wide (1/50 inch), 12 mm tall; scanned from a desk. */
const SHEET_MODULE = 2 * BARCODE_MODULE.width;
const SHEET_BAR_HEIGHT = 12 * PT_PER_MM;
/** Table columns (points), in the order of `SheetRow`. */
const COLUMNS: [keyof SheetRow, number][] = [
  ['code', 56],
  ['name', 182],
  ['material', 80],
  ['tube', 92],
  ['billing', WIDTH - 56 - 182 - 80 - 92],
];
const COLOR = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.4, 0.42, 0.46),
  accent: rgb(0.55, 0.07, 0.1),
  band: rgb(0.94, 0.94, 0.95),
  rule: rgb(0.75, 0.75, 0.78),
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

type TextOptions = {
  size?: number;
  font?: PDFFont;
  color?: ReturnType<typeof rgb>;
  width?: number;
  right?: boolean;
};

/** A cursor down the pages: a new page, with the continuation heading, when a block does not fit. */
class SheetWriter {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    private readonly model: OrderSheetModel,
  ) {}

  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
    if (this.pdf.getPageCount() > 1) {
      this.text(this.model.continued, MARGIN.x, this.y - SIZE.text, { font: this.fonts.bold });
      this.y -= ROW + 6;
    }
  }

  /** Room for `height` points on this page; else a new one (`then` draws, e.g., the table's columns). */
  need(height: number, then?: () => void): void {
    if (this.y - height >= MARGIN.bottom + 8) return;
    this.newPage();
    then?.();
  }

  text(value: string, x: number, y: number, options: TextOptions = {}): void {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? SIZE.text;
    const shown = fit(printable(value, font), font, size, options.width ?? WIDTH);
    const dx = options.right && options.width ? options.width - font.widthOfTextAtSize(shown, size) : 0;
    this.page.drawText(shown, { x: x + dx, y, size, font, color: options.color ?? COLOR.text });
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: PAGE.width - MARGIN.x, y: this.y },
      thickness: 0.6,
      color: COLOR.rule,
    });
  }
}

export async function orderSheetPdf(order: PrintableOrder, texts: OrderPrintTexts): Promise<Uint8Array> {
  const model = orderSheetModel(order, texts);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${model.title} ${model.number}`);
  pdf.setAuthor(model.labName);
  pdf.setCreator(PRODUCT_NAME);
  pdf.setLanguage(texts.locale.startsWith('en') ? 'en-GB' : 'de-DE');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new SheetWriter(pdf, fonts, model);
  writer.newPage();
  drawHeader(writer, model);
  drawBlocks(writer, model.blocks);
  drawFacts(writer, model);
  drawAnalyses(writer, model);
  drawFooters(pdf, fonts, model);
  return pdf.save();
}

function drawHeader(writer: SheetWriter, model: OrderSheetModel): void {
  const { bold } = writer.fonts;
  const bars = code128Bars(model.number);
  const quiet = BARCODE_MODULE.quietModules * SHEET_MODULE;
  const barWidth = bars.modules * SHEET_MODULE;
  // Right-aligned on the module grid; the page margin beyond is its right quiet zone.
  const barLeft = Math.floor((PAGE.width - MARGIN.x - barWidth) / SHEET_MODULE) * SHEET_MODULE;
  const top = writer.y;
  drawBarcode(writer.page, bars, {
    x: barLeft,
    y: top - SHEET_BAR_HEIGHT,
    module: SHEET_MODULE,
    height: SHEET_BAR_HEIGHT,
  });
  const numberWidth = bold.widthOfTextAtSize(model.number, SIZE.number);
  writer.text(
    model.number,
    barLeft + (barWidth - numberWidth) / 2,
    top - SHEET_BAR_HEIGHT - SIZE.number - 2,
    {
      size: SIZE.number,
      font: bold,
    },
  );

  // The texts on the left end a quiet zone before the bars.
  const width = barLeft - quiet - MARGIN.x;
  writer.text(model.labName, MARGIN.x, top - SIZE.lab, {
    size: SIZE.lab,
    font: bold,
    color: COLOR.accent,
    width,
  });
  writer.text(model.title, MARGIN.x, top - SIZE.lab - 8 - SIZE.title, {
    size: SIZE.title,
    font: bold,
    width,
  });
  writer.text(model.subtitle, MARGIN.x, top - SIZE.lab - 8 - SIZE.title - 6 - SIZE.text, {
    color: COLOR.muted,
    width,
  });
  writer.y = top - SHEET_BAR_HEIGHT - SIZE.number - 10;
  writer.rule();
  writer.y -= 12;
}

function drawBlocks(writer: SheetWriter, blocks: readonly SheetBlock[]): void {
  const { regular, bold } = writer.fonts;
  const gap = 18;
  const width = (WIDTH - gap) / 2;
  const top = writer.y;
  let lowest = top;
  blocks.forEach((block, index) => {
    const x = MARGIN.x + index * (width + gap);
    let y = top - SIZE.heading;
    writer.text(block.heading.toUpperCase(), x, y, {
      size: SIZE.heading,
      font: bold,
      color: COLOR.muted,
      width,
    });
    y -= ROW + 1;
    writer.text(block.title, x, y, { size: SIZE.text + 1, font: bold, width });
    const labelWidth =
      Math.max(...block.rows.map(([label]) => regular.widthOfTextAtSize(`${label}:`, SIZE.text))) + 6;
    for (const [label, value] of block.rows) {
      y -= ROW;
      writer.text(`${label}:`, x, y, { color: COLOR.muted, width: labelWidth });
      writer.text(value, x + labelWidth, y, { width: width - labelWidth });
    }
    lowest = Math.min(lowest, y);
  });
  writer.y = lowest - 10;
  writer.rule();
  writer.y -= 12;
}

function drawFacts(writer: SheetWriter, model: OrderSheetModel): void {
  const { bold } = writer.fonts;
  const width = WIDTH / model.facts.length;
  model.facts.forEach((fact, index) => {
    const x = MARGIN.x + index * width;
    writer.text(fact.label, x, writer.y - SIZE.heading, {
      size: SIZE.heading,
      color: COLOR.muted,
      width: width - 8,
    });
    writer.text(fact.value, x, writer.y - SIZE.heading - ROW, {
      font: fact.strong ? bold : writer.fonts.regular,
      color: fact.strong ? COLOR.accent : COLOR.text,
      width: width - 8,
    });
  });
  writer.y -= SIZE.heading + ROW + 12;
  for (const part of model.clinical) {
    writer.need(ROW * 2);
    writer.text(part.label, MARGIN.x, writer.y - SIZE.heading, { size: SIZE.heading, color: COLOR.muted });
    writer.y -= SIZE.heading + 4;
    for (const line of wrap(
      printable(part.text, writer.fonts.regular),
      writer.fonts.regular,
      SIZE.text,
      WIDTH,
    )) {
      writer.need(ROW);
      writer.y -= ROW;
      writer.text(line, MARGIN.x, writer.y + 3);
    }
    writer.y -= 8;
  }
  writer.rule();
  writer.y -= 12;
}

function drawAnalyses(writer: SheetWriter, model: OrderSheetModel): void {
  const { bold } = writer.fonts;
  const columns = () => {
    let x = MARGIN.x;
    for (const [key, width] of COLUMNS) {
      writer.text(model.columns[key], x, writer.y - SIZE.text, { font: bold, width: width - 6 });
      x += width;
    }
    writer.y -= ROW + 2;
    writer.rule();
    writer.y -= 2;
  };
  writer.need(ROW * 5);
  writer.text(model.analyses, MARGIN.x, writer.y - SIZE.lab, { size: SIZE.lab, font: bold });
  writer.text(model.summary, MARGIN.x, writer.y - SIZE.lab, {
    color: COLOR.muted,
    width: WIDTH,
    right: true,
  });
  writer.y -= SIZE.lab + 8;
  columns();
  const band = (heading: string) => {
    writer.page.drawRectangle({
      x: MARGIN.x,
      y: writer.y - ROW + 1,
      width: WIDTH,
      height: ROW,
      color: COLOR.band,
    });
    writer.text(heading, MARGIN.x + 3, writer.y - SIZE.text - 1, { font: bold, width: WIDTH - 6 });
    writer.y -= ROW + 2;
  };
  for (const tube of model.tubes) {
    // A tube's heading never stands alone at a page's foot; a tube going on over a page says so.
    writer.need(ROW * 2 + 4, columns);
    band(tube.heading);
    for (const row of tube.rows) {
      writer.need(ROW, () => {
        columns();
        band(tube.continued);
      });
      let x = MARGIN.x;
      for (const [key, width] of COLUMNS) {
        writer.text(row[key], x, writer.y - SIZE.text, { width: width - 6 });
        x += width;
      }
      writer.y -= ROW;
    }
    writer.y -= 4;
  }
}

function drawFooters(pdf: PDFDocument, fonts: Fonts, model: OrderSheetModel): void {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const y = MARGIN.bottom - 24;
    const left = fit(
      printable(`${model.labName} · ${model.title} ${model.number} · ${model.printed}`, fonts.regular),
      fonts.regular,
      SIZE.small,
      WIDTH - 80,
    );
    const right = model.page(index + 1, pages.length);
    page.drawText(left, { x: MARGIN.x, y, size: SIZE.small, font: fonts.regular, color: COLOR.muted });
    page.drawText(right, {
      x: PAGE.width - MARGIN.x - fonts.regular.widthOfTextAtSize(right, SIZE.small),
      y,
      size: SIZE.small,
      font: fonts.regular,
      color: COLOR.muted,
    });
  });
}
