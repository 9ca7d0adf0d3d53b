import { orderInputSchema, type CheckedOrderInput } from '../../../../contract/orders';
import type { ActionLabel } from '../../../offline/actionLabels';
import { localInputOf, type OrderFormValues } from './orderForm';

/**
 * The request that sends an order (`POST /api/orders`, queued with the label 'Auftrag senden'),
 * and the way back from it to the form: a refused request becomes a draft again.
 */
export const ORDER_SEND_LABEL = 'orderSend' satisfies ActionLabel;
export const ORDER_SEND_PATH = '/api/orders';

/** The form's values of a queued request's body; null when it is no order (nothing to restore). */
export function valuesOfInput(body: unknown): OrderFormValues | null {
  const parsed = orderInputSchema.safeParse(body);
  return parsed.success ? formValuesOf(parsed.data) : null;
}

function formValuesOf(input: CheckedOrderInput): OrderFormValues {
  return {
    office_id: input.office_id === null ? '' : String(input.office_id),
    patient: {
      nachname: input.patient.nachname,
      vorname: input.patient.vorname,
      geburtsdatum: input.patient.geburtsdatum,
      geschlecht: input.patient.geschlecht,
      versicherungsart: input.patient.versicherungsart ?? '',
      versichertennummer: input.patient.versichertennummer ?? '',
    },
    items: input.items.map((item) => ({ ...item })),
    clinical_question: input.clinical_question,
    icd10: input.icd10.join(' '),
    urgency: input.urgency,
    sampled_at: localInputOf(new Date(input.sampled_at)),
    sample_time_kind: input.sample_time_kind,
  };
}
