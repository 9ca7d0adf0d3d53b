import type { TFunction } from 'i18next';
import {
  BILLING_CATEGORIES,
  MATERIALS,
  TUBE_KEYS,
  type BillingCategory,
  type Material,
  type Tube,
} from '../../../../contract/analyses';
import {
  ORDER_URGENCIES,
  PATIENT_SEXES,
  type OrderUrgency,
  type PatientSex,
  type SampleTimeKind,
} from '../../../../contract/orders';
import { formatDate } from '../../../i18n/formatDate';

/**
 * Every text the labels and the order sheet print, in the reader's language, resolved before the
 * PDF is drawn: the renderers know no i18n, and a test hands them German or English texts alike.
 * `locale` writes the dates (01.02.1960 / 01/02/1960) and picks the analysis names (name / name_en).
 */
export interface OrderPrintTexts {
  locale: string;
  labName: string;
  /** 'gedruckt am 27.11.2026': the day the PDF was made. */
  printed: string;
  material: Readonly<Record<Material, string>>;
  /** The tube and its cap colour ('EDTA, violett'). */
  tube: Readonly<Record<Tube, string>>;
  billing: Readonly<Record<BillingCategory, string>>;
  insurance: Readonly<Record<BillingCategory, string>>;
  urgency: Readonly<Record<OrderUrgency, string>>;
  sex: Readonly<Record<PatientSex, string>>;
  label: {
    born: (date: string) => string;
    sampled: Readonly<Record<SampleTimeKind, string>>;
    position: (index: number, count: number) => string;
  };
  sheet: {
    title: string;
    subtitle: string;
    patient: string;
    born: string;
    sex: string;
    insurance: string;
    insuranceNumber: string;
    practice: string;
    bsnr: string;
    doctor: string;
    lanr: string;
    number: string;
    orderDate: string;
    sampled: Readonly<Record<SampleTimeKind, string>>;
    urgency: string;
    clinicalQuestion: string;
    icd10: string;
    analyses: string;
    columns: { code: string; name: string; material: string; tube: string; billing: string };
    none: string;
    summary: (count: number, tubes: number) => string;
    tube: (parts: { index: number; material: string; tube: string; barcode: string }) => string;
    tubeContinued: (heading: string) => string;
    continued: (number: string, patient: string) => string;
    page: (page: number, pages: number) => string;
  };
}

/** One text per key; `text` names the whole key, so the translation check sees every key used. */
const names = <K extends string>(keys: readonly K[], text: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;

/** The texts from the translations (orderPrintLocales.ts registers them) in `t`'s language. */
export function orderPrintTexts(t: TFunction, locale: string, labName: string, now: Date): OrderPrintTexts {
  return {
    locale,
    labName,
    printed: t('orderPrint.sheet.printed', { date: formatDate(now.toISOString(), locale) }),
    // Material and urgency as every order screen names them; the tube with its cap colour, billing short for the column.
    material: names(MATERIALS, (key) => t(`material.${key}`)),
    tube: names(TUBE_KEYS, (key) => t(`orderPrint.tube.${key}`)),
    billing: names(BILLING_CATEGORIES, (key) => t(`orderPrint.billing.${key}`)),
    insurance: names(BILLING_CATEGORIES, (key) => t(`orderPrint.insurance.${key}`)),
    urgency: names(ORDER_URGENCIES, (key) => t(`orderUrgency.${key}`)),
    sex: names(PATIENT_SEXES, (key) => t(`orderPrint.sex.${key}`)),
    label: {
      born: (date) => t('orderPrint.label.born', { date }),
      sampled: { planned: t('orderPrint.label.planned'), actual: t('orderPrint.label.actual') },
      position: (index, count) => t('orderPrint.label.tube', { index, count }),
    },
    sheet: {
      title: t('orderPrint.sheet.title'),
      subtitle: t('orderPrint.sheet.subtitle'),
      patient: t('orderPrint.sheet.patient'),
      born: t('orderPrint.sheet.born'),
      sex: t('orderPrint.sheet.sex'),
      insurance: t('orderPrint.sheet.insurance'),
      insuranceNumber: t('orderPrint.sheet.insuranceNumber'),
      practice: t('orderPrint.sheet.practice'),
      bsnr: t('orderPrint.sheet.bsnr'),
      doctor: t('orderPrint.sheet.doctor'),
      lanr: t('orderPrint.sheet.lanr'),
      number: t('orderPrint.sheet.number'),
      orderDate: t('orderPrint.sheet.orderDate'),
      sampled: { planned: t('orderPrint.sheet.sampledPlanned'), actual: t('orderPrint.sheet.sampledActual') },
      urgency: t('orderPrint.sheet.urgency'),
      clinicalQuestion: t('orderPrint.sheet.clinicalQuestion'),
      icd10: t('orderPrint.sheet.icd10'),
      analyses: t('orderPrint.sheet.analyses'),
      columns: {
        code: t('orderPrint.sheet.columns.code'),
        name: t('orderPrint.sheet.columns.name'),
        material: t('orderPrint.sheet.columns.material'),
        tube: t('orderPrint.sheet.columns.tube'),
        billing: t('orderPrint.sheet.columns.billing'),
      },
      none: t('orderPrint.sheet.none'),
      summary: (count, tubes) => t('orderPrint.sheet.summary', { count, tubes }),
      tube: (parts) => t('orderPrint.sheet.tube', parts),
      tubeContinued: (heading) => t('orderPrint.sheet.tubeContinued', { heading }),
      continued: (number, patient) => t('orderPrint.sheet.continued', { number, patient }),
      page: (page, pages) => t('orderPrint.sheet.page', { page, pages }),
    },
  };
}
