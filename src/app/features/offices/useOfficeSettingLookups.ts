import { useMirror } from '../../offline/useMirror';
import type { OfficeSettingLookups } from './officeSettings';

const NONE: OfficeSettingLookups = { report_dispatch_id: [], invoice_dispatch_id: [], payment_method_id: [] };

/**
 * The lookups of a practice's settings from the mirror; undefined while the live query loads, empty
 * lists until the first sync has brought them.
 */
export function useOfficeSettingLookups(): OfficeSettingLookups | undefined {
  return useMirror(async (db) => ({
    report_dispatch_id: await db.reportDispatch.toArray(),
    invoice_dispatch_id: await db.invoiceDispatch.toArray(),
    payment_method_id: await db.paymentMethod.toArray(),
  }));
}

/** The lookups, or empty lists while they load (for screens that only read labels). */
export const useOfficeSettingLabels = (): OfficeSettingLookups => useOfficeSettingLookups() ?? NONE;
