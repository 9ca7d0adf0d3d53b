import { analysisName } from '../../../../contract/analyses';
import { orderTubes, tubeBarcode } from '../../../../contract/orderRules';
import { formatDate, formatDateTime } from '../../../i18n/formatDate';
import type { OrderPrintTexts } from './orderPrintTexts';
import { patientName, type PrintableOrder } from './printableOrder';

/**
 * What the order sheet says, in the reader's language: the content of a Muster 10A
 * (Laboratoriumsuntersuchungen als Auftragsleistung) from the order. The renderer
 * (renderOrderSheet.ts) only lays it out.
 */
export interface OrderSheetModel {
  labName: string;
  title: string;
  subtitle: string;
  printed: string;
  /** The order number: the sheet's barcode and its text beneath. */
  number: string;
  /** The patient (left) and the practice with the requesting doctor (right). */
  blocks: SheetBlock[];
  /** Order date, sample time, urgency: a label above each value. */
  facts: { label: string; value: string; strong: boolean }[];
  /** The clinical question or diagnosis, and the ICD-10 codes. */
  clinical: { label: string; text: string }[];
  analyses: string;
  summary: string;
  columns: SheetRow;
  /** Each tube's heading, the same when its rows go on over a page break, and its analyses. */
  tubes: { heading: string; continued: string; rows: SheetRow[] }[];
  /** The heading of the pages after the first. */
  continued: string;
  page: (page: number, pages: number) => string;
}

export interface SheetBlock {
  heading: string;
  title: string;
  rows: [label: string, value: string][];
}

export interface SheetRow {
  code: string;
  name: string;
  material: string;
  tube: string;
  billing: string;
}

export function orderSheetModel(order: PrintableOrder, texts: OrderPrintTexts): OrderSheetModel {
  const { sheet } = texts;
  const patient = order.patient;
  const or = (value: string | null | undefined) => value || sheet.none;
  const tubes = orderTubes(order.items);
  const items = new Map(order.items.map((item) => [item.analysis_id, item]));
  return {
    labName: texts.labName,
    title: sheet.title,
    subtitle: sheet.subtitle,
    printed: texts.printed,
    number: order.number,
    blocks: [
      {
        heading: sheet.patient,
        title: patientName(patient),
        rows: [
          [sheet.born, formatDate(patient.geburtsdatum, texts.locale)],
          [sheet.sex, texts.sex[patient.geschlecht]],
          [
            sheet.insurance,
            patient.versicherungsart ? texts.insurance[patient.versicherungsart] : sheet.none,
          ],
          [sheet.insuranceNumber, or(patient.versichertennummer)],
        ],
      },
      {
        heading: sheet.practice,
        title: order.office?.name ?? order.doctor.name,
        rows: [
          [sheet.bsnr, or(order.office?.bsnr)],
          [sheet.doctor, order.doctor.name],
          [sheet.lanr, or(order.doctor.lanr)],
        ],
      },
    ],
    facts: [
      { label: sheet.orderDate, value: formatDate(order.created_at, texts.locale), strong: false },
      {
        label: sheet.sampled[order.sample_time_kind],
        value: formatDateTime(order.sampled_at, texts.locale),
        strong: false,
      },
      { label: sheet.urgency, value: texts.urgency[order.urgency], strong: order.urgency !== 'normal' },
    ],
    clinical: [
      { label: sheet.clinicalQuestion, text: or(order.clinical_question.trim()) },
      { label: sheet.icd10, text: order.icd10.length > 0 ? order.icd10.join(', ') : sheet.none },
    ],
    analyses: sheet.analyses,
    summary: sheet.summary(order.items.length, tubes.length),
    columns: sheet.columns,
    tubes: tubes.map((tube) => {
      const heading = sheet.tube({
        index: tube.index,
        material: texts.material[tube.material],
        tube: texts.tube[tube.tube],
        barcode: tubeBarcode(order.number, tube.index),
      });
      return {
        heading,
        continued: sheet.tubeContinued(heading),
        rows: tube.analysisIds.flatMap((id) => {
          const item = items.get(id);
          if (!item) return [];
          return [
            {
              code: item.code,
              name: analysisName(item, texts.locale),
              material: texts.material[item.material],
              tube: texts.tube[item.tube],
              billing: texts.billing[item.billing],
            },
          ];
        }),
      };
    }),
    continued: sheet.continued(order.number, patientName(patient)),
    page: sheet.page,
  };
}
