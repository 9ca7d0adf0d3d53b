import type { OfficeSettings } from '../../../src/contract/officeSettings';
import type { Office } from '../../platform/db/schema';

/** An office's settings (spec §3 lookups) as the feed and `GET /api/praxen` carry them. */
export const officeSettingsOf = (office: Office): OfficeSettings => ({
  report_dispatch_id: office.reportDispatchId,
  invoice_dispatch_id: office.invoiceDispatchId,
  payment_method_id: office.paymentMethodId,
});
