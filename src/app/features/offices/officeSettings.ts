import {
  OFFICE_SETTING_FIELDS,
  type OfficeSettingField,
  type OfficeSettings,
} from '../../../contract/officeSettings';
import { SyncEntity } from '../../../contract/sync';
import type { LookupRow } from '../../../db/rows';

/**
 * A practice's settings (spec §3 lookups: report dispatch, invoice dispatch, payment) as the office
 * screens show them: each field's lookup table and label, the lookup's label in the reader's
 * language (German `name`, English `name_en`), and the options of a field. Pure, so tested alone.
 */
export const OFFICE_SETTING_LOOKUPS = {
  report_dispatch_id: { entity: SyncEntity.reportDispatch, label: 'offices.settings.reportDispatch' },
  invoice_dispatch_id: { entity: SyncEntity.invoiceDispatch, label: 'offices.settings.invoiceDispatch' },
  payment_method_id: { entity: SyncEntity.paymentMethod, label: 'offices.settings.paymentMethod' },
} as const satisfies Record<OfficeSettingField, { entity: SyncEntity; label: string }>;

/** The three lookups' rows by field, as the mirror holds them. */
export type OfficeSettingLookups = Record<OfficeSettingField, readonly LookupRow[]>;

export const lookupLabel = (row: Pick<LookupRow, 'name' | 'name_en'>, language: string | undefined) =>
  language?.startsWith('en') && row.name_en ? row.name_en : row.name;

/** A field's options in the lookup's order, labelled in the reader's language. */
export const settingOptions = (rows: readonly LookupRow[], language: string | undefined) =>
  [...rows]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((row) => ({ value: row.id, label: lookupLabel(row, language) }));

/**
 * The office's three settings with their labels, for the detail and the doctor's view; a value
 * whose lookup row has not arrived yet shows nothing rather than a bare number.
 */
export function officeSettingFacts(
  office: OfficeSettings,
  lookups: OfficeSettingLookups,
  language: string | undefined,
): { field: OfficeSettingField; label: string; value: string | null }[] {
  return OFFICE_SETTING_FIELDS.map((field) => {
    const row = lookups[field].find((lookup) => lookup.id === String(office[field]));
    return {
      field,
      label: OFFICE_SETTING_LOOKUPS[field].label,
      value: row ? lookupLabel(row, language) : null,
    };
  });
}
