import { z } from 'zod';
import { EMAIL_MAX, LAB_NAME_MAX } from './constants';
import { ValidationMessage } from './validationMessages';

/**
 * The laboratory's run-time settings (issue 14), one typed value per key of the `settings` table.
 * Each has a default outside the database (LAB_NAME, or none), so a fresh installation runs
 * before an admin ever opens the settings page; a stored value wins from the next request on.
 *
 * - labName: the name in page titles, the footer, mail signatures and the sender's name;
 * - supportEmail: where answers to the portal's mails go (Reply-To); none: no Reply-To;
 * - contactPersonUuid: the staff member new report demands go to (and, through them, the tickets
 *   made from demands); none: the report's uploader, else the first holder of 'upload reports'.
 */
export const SETTING_KEYS = ['labName', 'supportEmail', 'contactPersonUuid'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const settingSchemas = {
  labName: z
    .string({ error: ValidationMessage.labName })
    .trim()
    .min(1, ValidationMessage.labName)
    .max(LAB_NAME_MAX, ValidationMessage.nameTooLong),
  supportEmail: z.email(ValidationMessage.email).max(EMAIL_MAX, ValidationMessage.email).nullable(),
  contactPersonUuid: z.uuid(ValidationMessage.contactPerson).nullable(),
} satisfies Record<SettingKey, z.ZodType>;

/** Every setting with its effective value: `GET /api/settings` and the form's shape. */
export const labSettingsSchema = z.object(settingSchemas);
export type LabSettings = z.infer<typeof labSettingsSchema>;

/** `PUT /api/settings`: the keys to change; a key left out keeps its value. */
export const labSettingsInputSchema = labSettingsSchema.partial();
export type LabSettingsInput = z.infer<typeof labSettingsInputSchema>;

/** A staff member the contact person may be (the settings form's choices). */
export const contactCandidateSchema = z.object({
  uuid: z.string(),
  name: z.string(),
});

export const labSettingsResponseSchema = z.object({
  data: labSettingsSchema,
  meta: z.object({ contactCandidates: z.array(contactCandidateSchema) }),
});
export type LabSettingsResponse = z.infer<typeof labSettingsResponseSchema>;
