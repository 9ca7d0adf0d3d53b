import type { OrderRecord } from '../../../../contract/orders';

/**
 * What the labels and the order sheet print of an order: a mirrored `OrderRecord` with its patient
 * opened from the vault, or order entry's draft once it holds its final number (it has no id,
 * status or timeline yet, and needs none to be printed).
 */
export type PrintableOrder = Pick<
  OrderRecord,
  | 'number'
  | 'office'
  | 'doctor'
  | 'patient'
  | 'clinical_question'
  | 'icd10'
  | 'urgency'
  | 'sampled_at'
  | 'sample_time_kind'
  | 'items'
  | 'created_at'
>;

/** 'Mustermann, Erika', as labels and forms name a patient. */
export const patientName = (patient: PrintableOrder['patient']): string =>
  `${patient.nachname}, ${patient.vorname}`;
