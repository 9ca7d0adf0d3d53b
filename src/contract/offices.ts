/**
 * Offices (Praxen) as the administration sees them (spec §2 'offices', §7 'Users and offices'). One
 * schema for the server's validation and the client's forms.
 */
import { z } from 'zod';
import { entityIdSchema, idOrUuidSchema } from './idOrUuid';
import { listResponseSchema } from './listEnvelope';
import { booleanQuery, pageQuery } from './listQuery';
import { optionalText, requiredText } from './masterDataFields';
import { officeSettingsInputSchema } from './officeSettings';
import { syncedOfficeSchema } from './sync';
import { ValidationMessage } from './validationMessages';

/** BSNR: the German Betriebsstättennummer, nine digits. */
export const BSNR_PATTERN = /^\d{9}$/;

export const officeInputSchema = z.object({
  name: requiredText,
  bsnr: z
    .string()
    .trim()
    .regex(BSNR_PATTERN, { error: ValidationMessage.bsnr })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  strasse: optionalText,
  plz: optionalText,
  ort: optionalText,
  country: optionalText,
  phone: optionalText,
  email: z
    .email({ error: ValidationMessage.email })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  lis_id: optionalText,
  active: z.boolean().default(true),
  doctor_ids: z.array(entityIdSchema).max(500).default([]),
  ...officeSettingsInputSchema.shape,
});
export type OfficeInput = z.input<typeof officeInputSchema>;

export const officeDoctorSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  titel: z.string().nullable(),
  vorname: z.string(),
  nachname: z.string(),
});

/** The synced office with its doctors' names, as `GET /api/praxen` answers. */
export const officeRecordSchema = syncedOfficeSchema.extend({ doctors: z.array(officeDoctorSchema) });
export type OfficeRecord = z.infer<typeof officeRecordSchema>;

export const officeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Spec §9: default 20 (the users list's 50 is the dashboard's, spec §7). */
  perPage: pageQuery.perPage,
  inactive: booleanQuery.default(false),
});

export const officeListResponseSchema = listResponseSchema(officeRecordSchema);
export type OfficeListResponse = z.infer<typeof officeListResponseSchema>;
export const officeResponseSchema = z.object({ data: officeRecordSchema });
export const officeIdParams = z.object({ id: idOrUuidSchema });
