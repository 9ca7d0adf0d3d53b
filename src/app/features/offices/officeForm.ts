import type { z } from 'zod';
import { officeInputSchema, type OfficeInput } from '../../../contract/offices';
import { OFFICE_SETTING_DEFAULTS, OFFICE_SETTING_FIELDS } from '../../../contract/officeSettings';
import type { OfficeRow } from '../../../db/rows';

/**
 * The office form's values (spec §3 office: name, BSNR, address, contact, LIS id, status, the
 * practice's settings from the lookups; its doctors are picked beside the form) and the optimistic
 * row of an edit. Pure, so tested alone.
 */
export const officeFormSchema = officeInputSchema.omit({ doctor_ids: true });
export type OfficeFormValues = z.input<typeof officeFormSchema>;
export type OfficeFormOutput = z.output<typeof officeFormSchema>;

/** The text fields in the form's order, with their labels. */
export const OFFICE_TEXT_FIELDS = [
  ['name', 'offices.list.name'],
  ['bsnr', 'offices.list.bsnr'],
  ['strasse', 'offices.form.street'],
  ['plz', 'offices.form.zip'],
  ['ort', 'offices.form.city'],
  ['country', 'offices.detail.country'],
  ['phone', 'offices.list.phone'],
  ['email', 'offices.list.email'],
  ['lis_id', 'offices.detail.lisId'],
] as const;

export function officeFormValues(office: OfficeRow | undefined): OfficeFormValues {
  return {
    name: office?.name ?? '',
    bsnr: office?.bsnr ?? '',
    strasse: office?.strasse ?? '',
    plz: office?.plz ?? '',
    ort: office?.ort ?? '',
    country: office?.country ?? '',
    phone: office?.phone ?? '',
    email: office?.email ?? '',
    lis_id: office?.lis_id ?? '',
    active: office?.active ?? true,
    report_dispatch_id: office?.report_dispatch_id ?? OFFICE_SETTING_DEFAULTS.report_dispatch_id,
    invoice_dispatch_id: office?.invoice_dispatch_id ?? OFFICE_SETTING_DEFAULTS.invoice_dispatch_id,
    payment_method_id: office?.payment_method_id ?? OFFICE_SETTING_DEFAULTS.payment_method_id,
  };
}

/** The optimistic row of an edit: what the form sent, in the mirrored office's shape. */
export function editedOfficeRow(input: OfficeFormOutput, doctorIds: readonly number[]): Partial<OfficeRow> {
  return {
    name: input.name,
    bsnr: input.bsnr,
    strasse: input.strasse,
    plz: input.plz,
    ort: input.ort,
    country: input.country,
    phone: input.phone,
    email: input.email,
    lis_id: input.lis_id,
    active: input.active,
    doctor_ids: [...new Set(doctorIds)],
    ...definedSettings(input),
  };
}

/** The settings the form holds (always all three; the schema allows leaving them out). */
const definedSettings = (input: OfficeFormOutput): Partial<OfficeRow> =>
  Object.fromEntries(
    OFFICE_SETTING_FIELDS.flatMap((field) => (input[field] === undefined ? [] : [[field, input[field]]])),
  );

/** The request body: the form's fields and the doctors picked. */
export const officeInputOf = (input: OfficeFormOutput, doctorIds: readonly number[]): OfficeInput => ({
  ...input,
  doctor_ids: [...new Set(doctorIds)],
});
