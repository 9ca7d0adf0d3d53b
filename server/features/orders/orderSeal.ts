/**
 * The patient data of an order at rest (issue 28): the patient, the clinical question and the
 * ICD-10 codes, as one JSON encrypted with the patients' key (server/features/results).
 */
import { z } from 'zod';
import { orderPatientSchema, type OrderPatient } from '../../../src/contract/orders';
import { resultKeys } from '../results';

export interface OrderSealedData {
  patient: OrderPatient;
  clinical_question: string;
  icd10: string[];
}

const sealedDataSchema = z.object({
  patient: orderPatientSchema,
  clinical_question: z.string(),
  icd10: z.array(z.string()),
});

export const sealOrderData = (data: OrderSealedData): string =>
  resultKeys().data.encrypt(JSON.stringify(data));

export const openOrderData = (stored: string): OrderSealedData =>
  sealedDataSchema.parse(JSON.parse(resultKeys().data.decrypt(stored)));
