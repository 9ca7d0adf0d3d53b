/**
 * The order's status as FHIR R4 names a ServiceRequest's (issue 28): `active` while the laboratory
 * has the work in hand (Neu to Befund erstellen), `completed` once the report exists (Befund
 * erstellt and the releases after it, erledigt), `revoked` when cancelled (storniert). The spec's
 * own status travels beside it as a `meta.tag` of ORDER_STATUS_SYSTEM, and a search may name
 * either (`status=active` or `status=new,billing_entry`).
 */
import { ORDER_STATUSES, type OrderStatus } from '../../../../src/contract/orders';

export const FHIR_REQUEST_STATUSES = ['active', 'completed', 'revoked'] as const;
export type FhirRequestStatus = (typeof FHIR_REQUEST_STATUSES)[number];

export const FHIR_STATUS_OF: Readonly<Record<OrderStatus, FhirRequestStatus>> = {
  new: 'active',
  billing_entry: 'active',
  in_progress: 'active',
  report_pending: 'active',
  report_created: 'completed',
  lab_release: 'completed',
  billing_release: 'completed',
  done: 'completed',
  cancelled: 'revoked',
};

/**
 * The order statuses a search's `status` token names: a FHIR status (all statuses mapped to it), a
 * status key of the list, or either with its system (`<system>|<code>`). Null for a token that
 * names neither; FHIR's other request statuses (draft, on-hold, ...) name none of ours: an empty list.
 */
export function orderStatusesOfToken(token: string, statusSystem: string): OrderStatus[] | null {
  const [system, code] = token.includes('|') ? token.split('|', 2) : [undefined, token];
  if (code === undefined || code === '') return null;
  if (system === statusSystem || (system === undefined && isOrderStatus(code))) {
    return isOrderStatus(code) ? [code] : null;
  }
  if (system !== undefined && system !== 'http://hl7.org/fhir/request-status') return null;
  if ((FHIR_REQUEST_STATUSES as readonly string[]).includes(code))
    return ORDER_STATUSES.filter((status) => FHIR_STATUS_OF[status] === code);
  return FHIR_OTHER_STATUSES.has(code) ? [] : null;
}

const FHIR_OTHER_STATUSES = new Set(['draft', 'on-hold', 'entered-in-error', 'unknown']);

const isOrderStatus = (code: string): code is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(code);
