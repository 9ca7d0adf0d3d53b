/**
 * A practice's settings from the lookups of spec §3: how its reports reach it (Post, Mail,
 * Kundencenter), how its invoices reach it (Post, Mail) and how it pays (Rechnung, Kreditkarte,
 * Kreditkarte NLRF). The ids are the lookups' rows; their German and English labels are reference
 * data (server/features/lookups/lookupRows.ts), mirrored to every device. An office refers to one
 * row of each; staff who may edit offices choose them, the practice's doctors read them.
 */
import { z } from 'zod';
import { ValidationMessage } from './validationMessages';

export const ReportDispatchId = { post: 1, mail: 2, portal: 3 } as const;
export type ReportDispatchId = (typeof ReportDispatchId)[keyof typeof ReportDispatchId];

export const InvoiceDispatchId = { post: 1, mail: 2 } as const;
export type InvoiceDispatchId = (typeof InvoiceDispatchId)[keyof typeof InvoiceDispatchId];

export const PaymentMethodId = { invoice: 1, creditCard: 2, creditCardNlrf: 3 } as const;
export type PaymentMethodId = (typeof PaymentMethodId)[keyof typeof PaymentMethodId];

/**
 * What a new office gets, and what the migration gave the offices that existed before the settings:
 * reports through the Kundencenter (the portal they use), invoices by post, payment on invoice.
 */
export const OFFICE_SETTING_DEFAULTS = {
  report_dispatch_id: ReportDispatchId.portal,
  invoice_dispatch_id: InvoiceDispatchId.post,
  payment_method_id: PaymentMethodId.invoice,
} as const;

/**
 * One of a lookup's ids; anything else (another number, a text, null) gets the field's message.
 * Any number goes in (a mirrored office's value, a select's), one of the ids comes out.
 */
const choiceOf = <Id extends number>(ids: Record<string, Id>) =>
  z
    .number({ error: ValidationMessage.unknownChoice })
    .pipe(z.literal(Object.values(ids), { error: ValidationMessage.unknownChoice }));

/**
 * The settings in an office's create or edit. Each may be left out: a create then takes the
 * default, an edit keeps what the office has (an older device's queued edit changes nothing).
 */
export const officeSettingsInputSchema = z.object({
  report_dispatch_id: choiceOf(ReportDispatchId).optional(),
  invoice_dispatch_id: choiceOf(InvoiceDispatchId).optional(),
  payment_method_id: choiceOf(PaymentMethodId).optional(),
});

/** The settings as an office carries them, in the feed and in `GET /api/praxen`. */
export const officeSettingsSchema = z.object({
  report_dispatch_id: z.number(),
  invoice_dispatch_id: z.number(),
  payment_method_id: z.number(),
});
export type OfficeSettings = z.infer<typeof officeSettingsSchema>;

/** The three settings' field names, in the order the screens show them. */
export const OFFICE_SETTING_FIELDS = [
  'report_dispatch_id',
  'invoice_dispatch_id',
  'payment_method_id',
] as const;
export type OfficeSettingField = (typeof OFFICE_SETTING_FIELDS)[number];
