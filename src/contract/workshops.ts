import { z } from 'zod';
import {
  ATTACHMENTS_MAX_PER_MESSAGE,
  WORKSHOP_DESCRIPTION_MAX,
  WORKSHOP_EVENTS_MAX,
  WORKSHOP_MAX_PARTICIPANTS,
  WORKSHOP_PLACE_MAX,
  WORKSHOP_TITLE_MAX,
  WORKSHOP_TOPIC_MAX,
  WORKSHOP_TOPICS_MAX,
} from './constants';
import { messageFileSchema } from './backendMessages';
import { entityIdSchema } from './idOrUuid';

/**
 * Workshops (Schulungen), spec §2 'workshops', §3 'Workshop', §4 'Workshop booking', §7: the
 * laboratory trains practices. A workshop has a description, a maximum of participants, its
 * events (dates, a place or an online link), topics and attachments. Doctors book a place; a full
 * workshop puts the booking on the waiting list, and a cancelled place goes at once to the first
 * one waiting. Staff holding 'manage workshops' create and edit workshops and may cancel anyone's
 * registration. Who may do what is ./workshopRules.ts, used by the server and by the buttons.
 */

/**
 * The staff form's field texts (i18n keys; the server's messages.ts and the feature's locales hold
 * them). Here rather than in ./validationMessages.ts, which the login route loads.
 */
export const WorkshopValidation = {
  workshopTitle: 'validation.workshopTitle',
  workshopDescription: 'validation.workshopDescription',
  workshopMaxParticipants: 'validation.workshopMaxParticipants',
  workshopEvents: 'validation.workshopEvents',
  workshopEventDate: 'validation.workshopEventDate',
  workshopEventEnd: 'validation.workshopEventEnd',
  workshopEventPlace: 'validation.workshopEventPlace',
  workshopOnlineUrl: 'validation.workshopOnlineUrl',
  workshopTopic: 'validation.workshopTopic',
} as const;
type WorkshopValidation = (typeof WorkshopValidation)[keyof typeof WorkshopValidation];
const ValidationMessage = WorkshopValidation;

export const WORKSHOP_REGISTRATION_STATUSES = ['booked', 'waiting'] as const;
export type WorkshopRegistrationStatus = (typeof WORKSHOP_REGISTRATION_STATUSES)[number];

const requiredText = (max: number, message: WorkshopValidation) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

const isoDate = z
  .string({ error: ValidationMessage.workshopEventDate })
  .refine((value) => !Number.isNaN(Date.parse(value)), ValidationMessage.workshopEventDate);

/** One date of a workshop: when, and where (a place, an online link, or both). */
export const workshopEventInputSchema = z
  .object({
    starts_at: isoDate,
    ends_at: isoDate,
    place: z.string().trim().max(WORKSHOP_PLACE_MAX, ValidationMessage.workshopEventPlace).nullable(),
    online_url: z
      .url({ protocol: /^https?$/, error: ValidationMessage.workshopOnlineUrl })
      .max(WORKSHOP_PLACE_MAX, ValidationMessage.workshopOnlineUrl)
      .nullable(),
  })
  .superRefine((event, context) => {
    if (Date.parse(event.ends_at) <= Date.parse(event.starts_at)) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: ValidationMessage.workshopEventEnd });
    }
    if (!event.place && !event.online_url) {
      context.addIssue({ code: 'custom', path: ['place'], message: ValidationMessage.workshopEventPlace });
    }
  });
export type WorkshopEventInput = z.input<typeof workshopEventInputSchema>;

/** The staff's form and `POST /api/workshops`, `POST /api/workshops/{id}`. */
export const workshopInputSchema = z.object({
  title: requiredText(WORKSHOP_TITLE_MAX, ValidationMessage.workshopTitle),
  description: requiredText(WORKSHOP_DESCRIPTION_MAX, ValidationMessage.workshopDescription),
  max_participants: z
    .number({ error: ValidationMessage.workshopMaxParticipants })
    .int(ValidationMessage.workshopMaxParticipants)
    .min(1, ValidationMessage.workshopMaxParticipants)
    .max(WORKSHOP_MAX_PARTICIPANTS, ValidationMessage.workshopMaxParticipants),
  topics: z
    .array(requiredText(WORKSHOP_TOPIC_MAX, ValidationMessage.workshopTopic))
    .max(WORKSHOP_TOPICS_MAX, ValidationMessage.workshopTopic)
    .default([]),
  events: z
    .array(workshopEventInputSchema, { error: ValidationMessage.workshopEvents })
    .min(1, ValidationMessage.workshopEvents)
    .max(WORKSHOP_EVENTS_MAX, ValidationMessage.workshopEvents),
  remove_file_ids: z
    .array(entityIdSchema)
    .max(ATTACHMENTS_MAX_PER_MESSAGE * 4)
    .default([]),
});
export type WorkshopInput = z.input<typeof workshopInputSchema>;

/** A multipart body carries the form as JSON in one field beside the files. */
export const WORKSHOP_PAYLOAD_FIELD = 'payload';
export function workshopInputFromFields(fields: Record<string, string>): unknown {
  try {
    return JSON.parse(fields[WORKSHOP_PAYLOAD_FIELD] ?? '{}') as unknown;
  } catch {
    return {};
  }
}

export const workshopEventSchema = z.object({
  id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  place: z.string().nullable(),
  online_url: z.string().nullable(),
});
export type WorkshopEvent = z.infer<typeof workshopEventSchema>;

/** A workshop as mirrored (`workshop`, scope `all`) and as the API answers it. */
export const workshopRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  max_participants: z.number(),
  /** Spec §3 'free slots': the maximum less the booked places, never below 0. */
  free_slots: z.number(),
  waiting: z.number(),
  topics: z.array(z.string()),
  events: z.array(workshopEventSchema),
  files: z.array(messageFileSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkshopRecord = z.infer<typeof workshopRecordSchema>;

/**
 * A registration or waiting registration as mirrored (`workshopRegistration`, keyed by uuid: a
 * booking may be made offline) to its user and to the workshop staff. `position` is the place on
 * the waiting list (1: next to move up), null when booked.
 */
export const workshopRegistrationRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  workshop_id: z.number(),
  status: z.enum(WORKSHOP_REGISTRATION_STATUSES),
  position: z.number().nullable(),
  user: z.object({ uuid: z.string(), name: z.string(), email: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkshopRegistrationRecord = z.infer<typeof workshopRegistrationRecordSchema>;

/** `POST /api/workshops/registrations`: book a place (the answer says booked or waiting). */
export const createWorkshopRegistrationSchema = z.object({
  workshop_id: entityIdSchema,
  uuid: z.uuid().optional(),
});
export type CreateWorkshopRegistration = z.infer<typeof createWorkshopRegistrationSchema>;

export const workshopListResponseSchema = z.object({ data: z.array(workshopRecordSchema) });
export const workshopDetailResponseSchema = z.object({
  data: workshopRecordSchema.extend({ registrations: z.array(workshopRegistrationRecordSchema) }),
});
export const workshopRegistrationResponseSchema = z.object({ data: workshopRegistrationRecordSchema });
export const workshopTopicsResponseSchema = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string() })),
});
export const workshopAttachmentsResponseSchema = z.object({ data: z.array(messageFileSchema) });

/** Echo event on the user's private channel when their registration changed (booked, moved up, cancelled). */
export const WORKSHOP_REGISTRATION_EVENT = 'WorkshopRegistrationUpdated';
