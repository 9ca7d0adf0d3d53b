import { z } from 'zod';
import {
  ATTACHMENTS_MAX_PER_MESSAGE,
  BACKEND_MESSAGE_TEXT_MAX,
  BACKEND_MESSAGE_TITLE_MAX,
} from './constants';
import { entityIdSchema } from './idOrUuid';
import { ValidationMessage } from './validationMessages';

/**
 * System messages (backend messages), spec §3 'Backend message', §4 'System message', §7: the
 * laboratory tells every user, or the users of one role, something at once. Admins (permission
 * 'list backendmessages') write them; every user sees those addressed to them until they
 * acknowledge them or the show-until date passes. The form's schema is the one rule for the
 * admin's form on the device and for `POST /api/messages` on the server.
 */

const requiredText = (max: number, tooLong: ValidationMessage) =>
  z.string({ error: ValidationMessage.required }).trim().min(1, ValidationMessage.required).max(max, tooLong);

/** An ISO date or date-time; a date alone means the end of that day is not meant: its start (UTC). */
const showUntilSchema = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), ValidationMessage.messageShowUntil)
  .nullable();

/**
 * The fields of a message as the admin's form and the API take them. Attachments travel beside
 * them in the multipart body (`files`), and an edit names the attachments to drop
 * (`remove_file_ids`).
 */
export const backendMessageInputSchema = z.object({
  title: requiredText(BACKEND_MESSAGE_TITLE_MAX, ValidationMessage.messageTitleMax),
  text: requiredText(BACKEND_MESSAGE_TEXT_MAX, ValidationMessage.messageTextMax),
  recipient_role_id: entityIdSchema.nullable(),
  show_until: showUntilSchema,
  hidden: z.boolean(),
  remove_file_ids: z
    .array(entityIdSchema)
    .max(ATTACHMENTS_MAX_PER_MESSAGE * 4)
    .default([]),
});
export type BackendMessageInput = z.input<typeof backendMessageInputSchema>;

/**
 * A multipart body carries strings: the form's fields as the browser's FormData sends them
 * (`recipient_role_id` '' for everyone, `show_until` '' for none, `hidden` 'true'/'false',
 * `remove_file_ids` comma-separated), turned into the JSON shape the schema checks.
 */
export function backendMessageInputFromFields(fields: Record<string, string>): Record<string, unknown> {
  const number = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? null : Number(value);
  return {
    title: fields['title'],
    text: fields['text'],
    recipient_role_id: number(fields['recipient_role_id']),
    show_until: fields['show_until'] ? fields['show_until'] : null,
    hidden: fields['hidden'] === 'true' || fields['hidden'] === '1',
    remove_file_ids: (fields['remove_file_ids'] ?? '')
      .split(',')
      .filter((id) => id.trim() !== '')
      .map(Number),
  };
}

/** An attachment as the mirror and the lists show it; its bytes come through `GET /api/files/{id}`. */
export const messageFileSchema = z.object({
  id: z.number(),
  /** Spec §3 `name`: an opaque value (the file's uuid), never its key on disk nor a user's input. */
  name: z.string(),
  original_name: z.string(),
  size: z.number(),
  mime: z.string(),
});
export type MessageFile = z.infer<typeof messageFileSchema>;

/** A message as mirrored (`backendMessage`) and as the API answers it. */
export const backendMessageRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  title: z.string(),
  text: z.string(),
  recipient_role_id: z.number().nullable(),
  /** The role's name, for the admin list's 'recipient group'; null: everyone. */
  recipient_role: z.string().nullable(),
  /**
   * For everyone, or for a role the viewer holds (decided by role id when the record was read; a
   * change of the viewer's roles resets their mirror). Managers mirror every message; this tells
   * their banner which ones are theirs.
   */
  addressed_to_viewer: z.boolean(),
  show_until: z.string().nullable(),
  hidden: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the viewer acknowledged it; null while it is still shown to them. */
  confirmed_at: z.string().nullable(),
  files: z.array(messageFileSchema),
});
export type BackendMessageRecord = z.infer<typeof backendMessageRecordSchema>;

/** `GET /api/files/{id}`: a short-lived signed URL of the attachment's bytes. */
export const fileUrlResponseSchema = z.object({ url: z.string() });

/** Who is online (admins only; presence of spec §7 'Backend.Messages', issue 13). */
export const onlineUserSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
});
export const onlineUsersResponseSchema = z.object({ data: z.array(onlineUserSchema) });
export type OnlineUser = z.infer<typeof onlineUserSchema>;

/** The named events of the presence channel Backend.Messages (spec §7 'Real-time'). */
export const BackendMessageEvent = {
  created: 'NewBackendMessage',
  updated: 'UpdateBackendMessage',
  confirmed: 'ConfirmBackendMessage',
  hidden: 'HideBackendMessage',
  deleted: 'DeleteBackendMessage',
} as const;
export type BackendMessageEvent = (typeof BackendMessageEvent)[keyof typeof BackendMessageEvent];

type Shown = Pick<BackendMessageRecord, 'confirmed_at' | 'show_until' | 'hidden' | 'addressed_to_viewer'>;

/**
 * Whether a message is addressed to its viewer. Admins mirror every message (they manage them);
 * their banner shows only those addressed to them, like everyone's. The server decides it by role
 * id for each viewer's record (backendMessageRecords.ts): a role's name may change.
 */
export const isAddressedTo = (message: Pick<BackendMessageRecord, 'addressed_to_viewer'>) =>
  message.addressed_to_viewer;

/**
 * The order of every message list, one rule for the server (backendMessageRecords.ts: created_at
 * DESC, id DESC) and the device, whose mirrored ids are the integer ids as strings: newest first,
 * between equal times the higher id.
 */
export const newestMessageFirst = (
  a: Pick<BackendMessageRecord, 'created_at'> & { id: string | number },
  b: Pick<BackendMessageRecord, 'created_at'> & { id: string | number },
): number =>
  (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0) || Number(b.id) - Number(a.id);

/** Not hidden and not past its show-until date: the dashboard lists these, acknowledged or not. */
export function isCurrentMessage(message: Pick<Shown, 'show_until' | 'hidden'>, now: number): boolean {
  return !message.hidden && (message.show_until === null || Date.parse(message.show_until) > now);
}

/**
 * Whether a message is still shown to a viewer at `now` (spec §4 'System message': until
 * acknowledged, or until its show-until date): the banner on the device and
 * `GET /api/users/messages` on the server decide alike.
 */
export function isMessageShown(message: Shown, now: number): boolean {
  return message.confirmed_at === null && isCurrentMessage(message, now) && isAddressedTo(message);
}
