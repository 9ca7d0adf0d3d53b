/**
 * The patient data of an order at rest (issue 28): the patient, the clinical question and the
 * ICD-10 codes, as one JSON encrypted with the patients' key (server/features/results).
 *
 * Opening trusts the JSON's shape without checking it again: only `sealOrderData` writes it, from
 * an order the input schema accepted, and GCM's tag refuses any value it did not write. Each list
 * page opens one per order; the response schema checks the record it goes into.
 */
import type { OrderPatient } from '../../../src/contract/orders';
import { resultKeys } from '../results';

export interface OrderSealedData {
  patient: OrderPatient;
  clinical_question: string;
  icd10: string[];
}

export const sealOrderData = (data: OrderSealedData): string =>
  resultKeys().data.encrypt(JSON.stringify(data));

export const openOrderData = (stored: string): OrderSealedData =>
  JSON.parse(resultKeys().data.decrypt(stored)) as OrderSealedData;
