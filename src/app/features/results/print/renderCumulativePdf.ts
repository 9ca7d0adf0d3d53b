/**
 * Draws the cumulative findings (cumulativePrintModel.ts) as an A4 landscape PDF with pdf-lib, the
 * library the iEC documents use: header (title, patient, period), then the table, analytes down
 * and one column per sample; when the samples do not fit across a page, the next pages carry the
 * next columns, the analyte's name, unit and range repeated. Values outside the range are bold,
 * critical ones red as well; the flag letters stay in the text, so the print reads in black and
 * white. Standard Helvetica (WinAnsi): other characters print as '?'. Loaded only when a print is
 * asked for, on the device, so it works offline.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CumulativePrintModel, PrintRow } from './cumulativePrintModel';

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const COL = { name: 150, unit: 56, range: 70, value: 64 };
const ROW = 13;
const SIZE = { title: 14, text: 9, small: 7.5 };
const COLOR = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.42, 0.44, 0.48),
  critical: rgb(0.7, 0.07, 0.07),
  band: rgb(0.95, 0.95, 0.96),
};

const printable = (text: string, charset: ReadonlySet<number>) =>
  [...text].map((char) => (charset.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let shown = text;
  while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > width) shown = shown.slice(0, -1);
  return shown === text ? text : `${shown.slice(0, -1)}…`;
}

export async function renderCumulativePdf(model: CumulativePrintModel): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(model.title);
  pdf.setCreator('Kundencenter');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const text = (
    page: PDFPage,
    value: string,
    x: number,
    y: number,
    options: {
      size?: number;
      font?: PDFFont;
      color?: ReturnType<typeof rgb>;
      width?: number;
      right?: boolean;
    } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE.text;
    const shown = fit(printable(value, charset), font, size, options.width ?? PAGE.width);
    const dx = options.right && options.width ? options.width - font.widthOfTextAtSize(shown, size) : 0;
    page.drawText(shown, { x: x + dx, y, size, font, color: options.color ?? COLOR.text });
  };

  const fixed = COL.name + COL.unit + COL.range;
  const perPage = Math.max(1, Math.floor((PAGE.width - 2 * MARGIN - fixed) / COL.value));
  const chunks: number[][] = [];
  for (let start = 0; start < Math.max(model.columns.length, 1); start += perPage) {
    chunks.push(model.columns.slice(start, start + perPage).map((_, index) => start + index));
  }

  for (const chunk of chunks) {
    let page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN;
    const header = () => {
      text(page, model.title, MARGIN, y - SIZE.title, { size: SIZE.title, font: bold });
      y -= SIZE.title + 6;
      text(page, model.patientLine, MARGIN, y - SIZE.text, { font: bold });
      y -= ROW;
      text(page, `${model.periodLine} · ${model.printedLine}`, MARGIN, y - SIZE.text, { color: COLOR.muted });
      y -= ROW + 6;
      const headY = y - SIZE.text;
      text(page, model.labels.analyte, MARGIN, headY, { font: bold, width: COL.name });
      text(page, model.labels.unit, MARGIN + COL.name, headY, { font: bold, width: COL.unit });
      text(page, model.labels.range, MARGIN + COL.name + COL.unit, headY, { font: bold, width: COL.range });
      chunk.forEach((column, index) =>
        text(page, model.columns[column] ?? '', MARGIN + fixed + index * COL.value, headY, {
          font: bold,
          width: COL.value - 4,
          right: true,
        }),
      );
      y -= ROW + 2;
      page.drawLine({
        start: { x: MARGIN, y: y + 3 },
        end: { x: PAGE.width - MARGIN, y: y + 3 },
        thickness: 0.5,
        color: COLOR.muted,
      });
    };
    const need = (height: number) => {
      if (y - height < MARGIN + 20) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
        header();
      }
    };
    header();
    for (const group of model.groups) {
      if (group.name) {
        need(ROW * 2);
        page.drawRectangle({
          x: MARGIN,
          y: y - ROW + 3,
          width: PAGE.width - 2 * MARGIN,
          height: ROW,
          color: COLOR.band,
        });
        text(page, group.name, MARGIN + 2, y - SIZE.text, { font: bold });
        y -= ROW;
      }
      for (const row of group.rows) {
        need(ROW);
        drawRow(row, chunk);
        y -= ROW;
      }
    }
    function drawRow(row: PrintRow, columns: number[]) {
      const baseline = y - SIZE.text;
      text(page, row.name, MARGIN, baseline, { width: COL.name - 4 });
      text(page, row.unit, MARGIN + COL.name, baseline, { width: COL.unit - 4, color: COLOR.muted });
      text(page, row.range, MARGIN + COL.name + COL.unit, baseline, {
        width: COL.range - 4,
        color: COLOR.muted,
      });
      columns.forEach((column, index) => {
        const cell = row.cells[column];
        if (!cell) return;
        text(page, cell.text, MARGIN + fixed + index * COL.value, baseline, {
          width: COL.value - 4,
          right: true,
          font: cell.outOfRange ? bold : regular,
          color: cell.critical ? COLOR.critical : COLOR.text,
        });
      });
    }
  }

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    page.drawText(printable(model.labels.legend, charset), {
      x: MARGIN,
      y: MARGIN - 14,
      size: SIZE.small,
      font: regular,
      color: COLOR.muted,
    });
    const label = model.labels.page(index + 1, pages.length);
    page.drawText(label, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, SIZE.small),
      y: MARGIN - 14,
      size: SIZE.small,
      font: regular,
      color: COLOR.muted,
    });
  });
  return pdf.save();
}
