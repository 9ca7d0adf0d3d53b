import { currentLabName } from '../../../config/labName';
import i18n, { currentLocale } from '../../../i18n/i18n';
import type { LabelFormat } from './labelLayouts';
import './orderPrintLocales';
import { orderPrintTexts, type OrderPrintTexts } from './orderPrintTexts';
import type { PrintableOrder } from './printableOrder';
import { savePdf } from './savePdf';

/**
 * Prints an order's tube labels or its order sheet: the PDF is made on the device, offline too
 * (decisions.md: like the iEC documents and the cumulative findings), in the reader's language,
 * and saved. pdf-lib and the barcode encoder load with the first print, not with any page.
 */
export async function printOrderLabels(order: PrintableOrder, format: LabelFormat): Promise<void> {
  const { orderLabelsPdf } = await import('./renderOrderLabels');
  const texts = readerTexts();
  savePdf(
    await orderLabelsPdf(order, format, texts),
    fileName(i18n.t('orderPrint.file.labels'), order, format),
  );
}

export async function printOrderSheet(order: PrintableOrder): Promise<void> {
  const { orderSheetPdf } = await import('./renderOrderSheet');
  savePdf(await orderSheetPdf(order, readerTexts()), fileName(i18n.t('orderPrint.file.sheet'), order));
}

function readerTexts(): OrderPrintTexts {
  const locale = currentLocale();
  return orderPrintTexts(i18n.getFixedT(locale), locale, currentLabName(), new Date());
}

/** 'Etiketten_2600000123_roll.pdf': the order number, never the patient's name, names the file. */
const fileName = (prefix: string, order: PrintableOrder, format?: LabelFormat) =>
  `${[prefix, order.number, format].filter(Boolean).join('_')}.pdf`;
