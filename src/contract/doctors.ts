/**
 * Doctors as the administration sees them (spec §2 'users', §3 'Doctor', §7 'Users and
 * offices'; the offices are contract/offices.ts). One schema for the server's validation and the client's forms:
 * a field message is the same whoever finds the problem.
 */
import { z } from 'zod';
import { DASHBOARD_USER_PAGE_SIZE, LOCALES, PAGE_SIZES, SALUTATIONS, TWO_FACTOR_TYPES } from './constants';
import { idOrUuidSchema, entityIdSchema } from './idOrUuid';
import { listResponseSchema } from './listEnvelope';
import { booleanQuery } from './listQuery';
import { newsletterRecipientSchema } from './newsletter';
import { NAME_MAX, optionalText, requiredText } from './masterDataFields';
import { ValidationMessage } from './validationMessages';

/** Spec §3 'Doctor': status active or inactive. */
export const DoctorStatus = { active: 'active', inactive: 'inactive' } as const;
export type DoctorStatus = (typeof DoctorStatus)[keyof typeof DoctorStatus];

/** Columns the doctor list sorts by (spec §2's columns that have an order). */
export const DOCTOR_SORT_KEYS = [
  'name',
  'address',
  'country',
  'phone',
  'email',
  'invited',
  'status',
  'results',
  'created_at',
] as const;
export type DoctorSortKey = (typeof DOCTOR_SORT_KEYS)[number];

/** Spec §7: `view=dashboard` is the staff dashboard's recent registrations. */
export const DOCTOR_LIST_VIEWS = ['dashboard'] as const;

export const doctorListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Spec §7 'perPage (50)': the users list's default is the dashboard's size. */
  perPage: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), {
      error: ValidationMessage.pageSize,
    })
    .default(DASHBOARD_USER_PAGE_SIZE),
  sortBy: z.enum(DOCTOR_SORT_KEYS).default('name'),
  sortDesc: booleanQuery.default(false),
  view: z.enum(DOCTOR_LIST_VIEWS).optional(),
  /** The 'inactive' page (spec §2 users/inactive). */
  inactive: booleanQuery.default(false),
});
export type DoctorListQuery = z.infer<typeof doctorListQuerySchema>;

export const doctorRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  anrede: z.enum(SALUTATIONS),
  titel: z.string().nullable(),
  vorname: z.string(),
  nachname: z.string(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string(),
  lis_id: z.string().nullable(),
  language: z.enum(LOCALES),
  /** Invited: the first-run mail went out (invited_at is when). */
  invited: z.boolean(),
  invited_at: z.string().nullable(),
  /** Whether the doctor finished the wizard's credentials step. */
  credentials_set: z.boolean(),
  /** The account's security as an administrator sees it (another user's account pages, spec §2). */
  two_factor_type: z.enum(TWO_FACTOR_TYPES).nullable(),
  /** The second factor is set up (confirmed with a first code). */
  two_factor_confirmed: z.boolean(),
  /** The last two sign-ins (spec §3 'vorletzterLogin'). */
  last_login_at: z.string().nullable(),
  previous_login_at: z.string().nullable(),
  /** The newsletter lists (spec §9: 5781 German, 5799 English) the account subscribed to. */
  newsletter_lists: z.array(z.number()),
  status: z.enum([DoctorStatus.active, DoctorStatus.inactive]),
  locked: z.boolean(),
  /** Spec §2 'results': how many reports the doctor has. */
  results: z.number(),
  office_ids: z.array(z.number()),
  created_at: z.string(),
});
export type DoctorRecord = z.infer<typeof doctorRecordSchema>;

/** Spec §7: 'response data and meta.total'; the meta is §3's pagination. */
export const doctorListResponseSchema = listResponseSchema(doctorRecordSchema);
export type DoctorListResponse = z.infer<typeof doctorListResponseSchema>;

/** `POST /api/users` and `PUT /api/users/{id}`: a doctor's master data and offices. */
export const doctorInputSchema = z.object({
  anrede: z.enum(SALUTATIONS).default('Keine'),
  titel: optionalText,
  vorname: requiredText,
  nachname: requiredText,
  email: z
    .string({ error: ValidationMessage.email })
    .trim()
    .pipe(z.email({ error: ValidationMessage.email }).max(NAME_MAX, { error: ValidationMessage.nameMax })),
  phone: optionalText,
  mobile: optionalText,
  strasse: optionalText,
  plz: optionalText,
  ort: optionalText,
  country: optionalText,
  lis_id: optionalText,
  language: z.enum(LOCALES).default('de'),
  office_ids: z.array(entityIdSchema).max(100).default([]),
  active: z.boolean().default(true),
});
export type DoctorInput = z.input<typeof doctorInputSchema>;

export const doctorIdParams = z.object({ id: idOrUuidSchema });

/** `PUT /api/users/{id}/update-lock`: the state to reach, so a replayed request changes nothing. */
export const doctorLockSchema = z.object({ locked: z.boolean() });

/**
 * `PUT /api/users/{id}/newsletter` (admin): subscribe the doctor to a list with their account's
 * address and name, or take them off it. The state to reach, so a replay changes nothing.
 */
export const doctorNewsletterSchema = z.object({
  recipientlist_id: newsletterRecipientSchema.shape.recipientlist_id,
  subscribed: z.boolean(),
});
export type DoctorNewsletterInput = z.infer<typeof doctorNewsletterSchema>;

export const doctorResponseSchema = z.object({ data: doctorRecordSchema });
export const inviteAllResponseSchema = z.object({ data: z.object({ invited: z.number() }) });

/** `POST /api/users/online`: the uuids of the doctors online now (the presence channel). */
export const onlineDoctorsResponseSchema = z.object({ data: z.array(z.string()) });

/** The doctor's full name as the lists show it: title, first and last name. */
export const doctorDisplayName = (doctor: { titel: string | null; vorname: string; nachname: string }) =>
  [doctor.titel, doctor.vorname, doctor.nachname].filter(Boolean).join(' ');
