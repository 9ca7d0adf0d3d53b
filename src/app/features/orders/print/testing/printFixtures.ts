import i18next from 'i18next';
import type { OrderItem } from '../../../../../contract/orders';
import backendDe from '../../../../i18n/backendLocales/de.json';
import backendEn from '../../../../i18n/backendLocales/en.json';
import { orderPrintTexts, type OrderPrintTexts } from '../orderPrintTexts';
import type { PrintableOrder } from '../printableOrder';
import { printTranslations } from '../printTranslations';

/** The print's texts from its own and the backend's locale files, in German or English, as a reader would get them. */
export async function printTexts(
  locale: 'de' | 'en',
  now = new Date(2026, 10, 27, 9, 0),
): Promise<OrderPrintTexts> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    resources: {
      de: { translation: { ...backendDe, ...printTranslations.de } },
      en: { translation: { ...backendEn, ...printTranslations.en } },
    },
    interpolation: { escapeValue: false },
  });
  return orderPrintTexts(i18n.t, locale, 'Labor Dr. Muster', now);
}

const item = (
  analysis_id: number,
  code: string,
  name: string,
  name_en: string,
  material: OrderItem['material'],
  tube: OrderItem['tube'],
  billing: OrderItem['billing'] = 'statutory',
): OrderItem => ({ analysis_id, code, name, name_en, material, tube, billing, profile_id: null });

export const TSH = item(1, 'TSH', 'TSH basal', 'TSH basal', 'serum', 'serum');

/** A profile and single analyses in three tubes: serum (1), EDTA (2), citrate (3). */
export const ITEMS: OrderItem[] = [
  TSH,
  item(2, 'FT4', 'freies T4', 'free T4', 'serum', 'serum'),
  item(3, 'HBA1C', 'HbA1c', 'HbA1c', 'edta_blood', 'edta'),
  item(4, 'QUICK', 'Quick/INR', 'Prothrombin time/INR', 'citrate_plasma', 'citrate', 'private'),
  item(5, 'CRP', 'C-reaktives Protein', 'C-reactive protein', 'serum', 'serum', 'self_pay'),
];

export function printableOrder(overrides: Partial<PrintableOrder> = {}): PrintableOrder {
  return {
    number: '2600000123',
    office: { id: 1, name: 'Praxis Dr. Weber', bsnr: '721234500' },
    doctor: {
      id: 7,
      uuid: '7d0e0f52-8b1f-4c56-9a33-1b2f3a4b5c6d',
      name: 'Dr. Anna Weber',
      lanr: '123456601',
    },
    patient: {
      nachname: 'Müller-Lüdenscheidt',
      vorname: 'Jürgen',
      geburtsdatum: '1960-02-01',
      geschlecht: 'male',
      versicherungsart: 'statutory',
      versichertennummer: 'A123456789',
    },
    clinical_question: 'Müdigkeit, Gewichtszunahme; V.a. Hypothyreose',
    icd10: ['R53', 'E03.9'],
    urgency: 'urgent',
    sampled_at: new Date(2026, 10, 27, 8, 30).toISOString(),
    sample_time_kind: 'planned',
    items: ITEMS,
    created_at: new Date(2026, 10, 27, 8, 10).toISOString(),
    ...overrides,
  };
}
