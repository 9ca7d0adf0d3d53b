import { orderTubes, tubeBarcode } from '../../../../contract/orderRules';
import { formatDate, formatDateTime } from '../../../i18n/formatDate';
import type { OrderPrintTexts } from './orderPrintTexts';
import { patientName, type PrintableOrder } from './printableOrder';

/** What one tube's label says; the renderer (renderOrderLabels.ts) only places it. */
export interface TubeLabel {
  /** The Code 128 content: the order number and the tube's two-digit suffix. */
  barcode: string;
  /** The same digits for the eye, the suffix set apart: '2600000123 01'. */
  number: string;
  name: string;
  born: string;
  material: string;
  tube: string;
  /** 'Abnahme geplant' or 'Abnahme', and the time in the reader's locale. */
  sampledLabel: string;
  sampledTime: string;
  position: string;
  /** 'eilig' or 'Notfall', printed bold; null for a normal order. */
  urgency: string | null;
}

/** One label per tube of the order (orderRules.ts `orderTubes`), in the tubes' order. */
export function tubeLabels(order: PrintableOrder, texts: OrderPrintTexts): TubeLabel[] {
  const tubes = orderTubes(order.items);
  const sampledLabel = texts.label.sampled[order.sample_time_kind];
  const sampledTime = formatDateTime(order.sampled_at, texts.locale);
  return tubes.map((tube) => {
    const barcode = tubeBarcode(order.number, tube.index);
    return {
      barcode,
      number: `${order.number} ${barcode.slice(order.number.length)}`,
      name: patientName(order.patient),
      born: texts.label.born(formatDate(order.patient.geburtsdatum, texts.locale)),
      material: texts.material[tube.material],
      tube: texts.tube[tube.tube],
      sampledLabel,
      sampledTime,
      position: texts.label.position(tube.index, tubes.length),
      urgency: order.urgency === 'normal' ? null : texts.urgency[order.urgency],
    };
  });
}
