/**
 * The tube labels of an order as a PDF, made on the device (offline too) with pdf-lib: one label
 * per tube, on a roll of 57 x 25 mm labels or on an A4 label sheet (labelLayouts.ts). A label:
 *
 *   Mustermann, Erika                       Notfall
 *   geb. 01.02.1960                    Röhrchen 1/3
 *   ||| |||| || ||| |||| ||    EDTA-Blut
 *   ||| |||| || ||| |||| ||    EDTA, violett
 *   ||| |||| || ||| |||| ||    Abnahme geplant
 *        2600000123 01         27.11.2026, 08:30
 *
 * The barcode's quiet zones (ten modules) are kept free of text on both sides.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PRODUCT_NAME } from '../../../../contract/constants';
import { code128Bars } from './code128Bars';
import { drawBarcode } from './drawBarcode';
import {
  LABEL_SHEETS,
  PT_PER_MM,
  BARCODE_MODULE,
  labelSlots,
  type LabelFormat,
  type LabelGeometry,
} from './labelLayouts';
import type { OrderPrintTexts } from './orderPrintTexts';
import { fit, printable } from './pdfText';
import type { PrintableOrder } from './printableOrder';
import { tubeLabels, type TubeLabel } from './tubeLabels';

const INK = rgb(0, 0, 0);
/** Line distance as a multiple of the type size. */
const LEADING = 1.18;
/** Helvetica's cap height as a share of its size: from a box's top to the first baseline. */
const CAP = 0.72;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function orderLabelsPdf(
  order: PrintableOrder,
  format: LabelFormat,
  texts: OrderPrintTexts,
): Promise<Uint8Array> {
  const sheet = LABEL_SHEETS[format];
  const labels = tubeLabels(order, texts);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${order.number}`);
  pdf.setAuthor(texts.labName);
  pdf.setCreator(PRODUCT_NAME);
  pdf.setLanguage(texts.locale.startsWith('en') ? 'en-GB' : 'de-DE');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const pages: PDFPage[] = [];
  labelSlots(format, labels.length).forEach((slot, index) => {
    pages[slot.page] ??= pdf.addPage([sheet.pageWidthMm * PT_PER_MM, sheet.pageHeightMm * PT_PER_MM]);
    const label = labels[index];
    const page = pages[slot.page];
    if (label && page) drawLabel(page, fonts, sheet.label, slot, label);
  });
  return pdf.save();
}

function drawLabel(
  page: PDFPage,
  fonts: Fonts,
  geometry: LabelGeometry,
  at: { x: number; y: number },
  label: TubeLabel,
): void {
  const mm = (value: number) => value * PT_PER_MM;
  const left = at.x + mm(geometry.padXMm);
  const right = at.x + mm(geometry.widthMm - geometry.padXMm);
  const text = (
    value: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont,
    width: number,
    align: 'left' | 'right' | 'center' = 'left',
  ) => {
    const shown = fit(printable(value, font), font, size, width);
    const measured = font.widthOfTextAtSize(shown, size);
    const dx = align === 'right' ? width - measured : align === 'center' ? (width - measured) / 2 : 0;
    page.drawText(shown, { x: x + dx, y, size, font, color: INK });
  };

  // Name and urgency, then birth date and which tube of how many.
  let baseline = at.y + mm(geometry.heightMm - geometry.padYMm) - geometry.nameSize * CAP;
  const urgencyWidth = label.urgency
    ? fonts.bold.widthOfTextAtSize(label.urgency, geometry.nameSize) + mm(1.5)
    : 0;
  text(label.name, left, baseline, geometry.nameSize, fonts.bold, right - left - urgencyWidth);
  if (label.urgency)
    text(label.urgency, left, baseline, geometry.nameSize, fonts.bold, right - left, 'right');
  baseline -= geometry.textSize * LEADING + 1;
  text(label.born, left, baseline, geometry.textSize, fonts.regular, (right - left) / 2);
  text(
    label.position,
    left + (right - left) / 2,
    baseline,
    geometry.textSize,
    fonts.regular,
    (right - left) / 2,
    'right',
  );

  // The barcode, a quiet zone from the label's edge, with its digits beneath.
  const bars = code128Bars(label.barcode);
  const module = BARCODE_MODULE.width;
  const quiet = BARCODE_MODULE.quietModules * module;
  const barTop = baseline - geometry.textSize * 0.3 - mm(1);
  const barBottom = barTop - mm(geometry.barHeightMm);
  const barLeft = Math.ceil((left + quiet) / module) * module;
  const barWidth = bars.modules * module;
  drawBarcode(page, bars, { x: barLeft, y: barBottom, module, height: barTop - barBottom });
  text(
    label.number,
    barLeft,
    barBottom - geometry.numberSize * CAP - mm(0.8),
    geometry.numberSize,
    fonts.bold,
    barWidth,
    'center',
  );

  // Material, tube and sample time right of the barcode's right quiet zone.
  const column = barLeft + barWidth + quiet;
  const lines: [string, PDFFont][] = [
    [label.material, fonts.bold],
    [label.tube, fonts.regular],
    [label.sampledLabel, fonts.regular],
    [label.sampledTime, fonts.regular],
  ];
  let lineY = barTop - geometry.textSize * CAP;
  for (const [value, font] of lines) {
    text(value, column, lineY, geometry.textSize, font, right - column);
    lineY -= geometry.textSize * LEADING;
  }
}
