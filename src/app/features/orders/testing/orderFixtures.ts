import type { OrderEvent, OrderItem, OrderRecord } from '../../../../contract/orders';
import type { OrderRow } from '../../../../db/rows';

/**
 * Orders as the feed mirrors them, for the tests of the order screens: dr.weber's practice
 * 'Praxis Weber' (office 3), her colleague dr.klein, and the analyses of a thyroid and a blood
 * count order.
 */
export const WEBER = {
  id: 7,
  uuid: '7a1d0c52-1f0e-4b8a-9c3e-0d5b2f6a7e01',
  name: 'Dr. Anna Weber',
  lanr: '123456601',
};
export const KLEIN = {
  id: 8,
  uuid: '8b2e1d63-2a1f-4c9b-8d4f-1e6c3a7b8f02',
  name: 'Dr. Jonas Klein',
  lanr: null,
};
export const PRAXIS_WEBER = { id: 3, name: 'Praxis Weber', bsnr: '721234500' };

export const TSH: OrderItem = {
  analysis_id: 41,
  code: 'TSH',
  name: 'TSH basal',
  name_en: 'TSH basal',
  material: 'serum',
  tube: 'serum',
  billing: 'statutory',
  profile_id: 5,
};
export const FT4: OrderItem = { ...TSH, analysis_id: 42, code: 'FT4', name: 'freies T4', name_en: 'free T4' };
export const FT3: OrderItem = { ...TSH, analysis_id: 43, code: 'FT3', name: 'freies T3', name_en: 'free T3' };
export const HB: OrderItem = {
  analysis_id: 1,
  code: 'HB',
  name: 'Hämoglobin',
  name_en: 'Haemoglobin',
  material: 'edta_blood',
  tube: 'edta',
  billing: 'private',
  profile_id: null,
};

export const event = (
  status: OrderEvent['status'],
  at: string,
  fields: Partial<OrderEvent> = {},
): OrderEvent => ({
  status,
  at,
  by: null,
  source: 'lis',
  note: null,
  ...fields,
});

let next = 1;

/** An order of dr.weber's practice entered at `created_at`; `uuid` and number follow a counter. */
export function orderRecord(fields: Partial<OrderRecord> = {}): OrderRecord {
  const id = next++;
  const created = fields.created_at ?? '2026-03-02T08:00:00.000Z';
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    number: String(2_600_000_000 + id).padStart(10, '0'),
    status: 'new',
    office: PRAXIS_WEBER,
    doctor: WEBER,
    patient: {
      nachname: 'Mustermann',
      vorname: 'Erika',
      geburtsdatum: '1964-08-12',
      geschlecht: 'female',
      versicherungsart: 'statutory',
      versichertennummer: 'A123456789',
    },
    clinical_question: 'Müdigkeit, V. a. Hypothyreose',
    icd10: ['R53', 'E03.9'],
    urgency: 'normal',
    sampled_at: created,
    sample_time_kind: 'actual',
    items: [TSH, FT4, FT3, HB],
    events: [event('new', created, { by: WEBER.name, source: 'portal' })],
    received_at: null,
    report_id: null,
    created_at: created,
    updated_at: created,
    ...fields,
  };
}

/** The record as the mirror keys it (by uuid). */
export const orderRow = (record: OrderRecord, fields: Partial<OrderRow> = {}): OrderRow => ({
  ...record,
  id: record.uuid,
  ...fields,
});
