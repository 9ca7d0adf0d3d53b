/**
 * Issue 28: an order's tube labels and order sheet, printed on the device (offline too). Pages
 * drop in `OrderPrintButtons`, or call `printOrderLabels` / `printOrderSheet`. The builders load
 * pdf-lib and the barcode encoder when first called, so importing this module costs a page nothing.
 */
import type { LabelFormat } from './labelLayouts';
import type { OrderPrintTexts } from './orderPrintTexts';
import type { PrintableOrder } from './printableOrder';

export { OrderPrintButtons } from './OrderPrintButtons';
export { printOrderLabels, printOrderSheet } from './printOrder';
export { LABEL_FORMATS, type LabelFormat } from './labelLayouts';
export type { OrderPrintTexts } from './orderPrintTexts';
export type { PrintableOrder } from './printableOrder';

/** The labels' PDF, one label per tube (roll: 57 x 25 mm, one per page; a4: 3 x 8 labels of 70 x 37 mm). */
export async function orderLabelsPdf(
  order: PrintableOrder,
  format: LabelFormat,
  texts: OrderPrintTexts,
): Promise<Uint8Array> {
  const { orderLabelsPdf: render } = await import('./renderOrderLabels');
  return render(order, format, texts);
}

/** The order sheet's PDF (A4). */
export async function orderSheetPdf(order: PrintableOrder, texts: OrderPrintTexts): Promise<Uint8Array> {
  const { orderSheetPdf: render } = await import('./renderOrderSheet');
  return render(order, texts);
}
