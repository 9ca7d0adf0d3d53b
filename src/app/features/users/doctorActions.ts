import {
  doctorResponseSchema,
  inviteAllResponseSchema,
  type DoctorInput,
  type DoctorNewsletterInput,
} from '../../../contract/doctors';
import { SYNC_CURSOR_HEADER, SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import type { DoctorRow } from '../../../db/rows';
import { request, requestAnswer } from '../../api/http';
import { cacheAnswerRow } from '../../api/onlineWrite';
import { queueAction } from '../../offline/queueAction';
import { withList } from './doctorAccountInput';

/**
 * What the administration does to a doctor (spec §4 'users can be locked, invited, reset').
 *
 * Through the outbox (the mirror changes at once, also offline; the worker replays the request
 * with an Idempotency-Key; refused, the server's row comes back and the panel says 'Nicht
 * gesendet'): edit, lock/unlock, newsletter lists and delete. Lock sends the state to reach, so a replay changes
 * nothing.
 *
 * Online only (docs/decisions.md 'Doctors and offices: outbox or online only'): create, invite,
 * invite all and reset. They send mail or need the server's answer (the new doctor's id, how many
 * were invited), and an invitation that leaves hours later from a reconnecting laptop is a surprise
 * for the doctor.
 */
type NewsletterListId = DoctorNewsletterInput['recipientlist_id'];

const doctorPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/**
 * The server's answer into the mirror through the worker, so every screen shows it at once; not
 * over a newer version a pull brought meanwhile (the write's X-Sync-Cursor tells).
 */
const cacheDoctor = (answer: { data: unknown; headers: Headers }): Promise<DoctorRow> =>
  cacheAnswerRow(
    {
      entity: SyncEntity.doctor,
      rowOf: (body) => {
        const record = doctorResponseSchema.parse(body).data;
        return { ...record, id: String(record.id) };
      },
    },
    answer.data,
    answer.headers.get(SYNC_CURSOR_HEADER),
  );

/** The optimistic row of an edit: the fields the form sent, in the record's shape. */
export function editedDoctorRow(row: DoctorRow, input: DoctorInput): Partial<DoctorRow> {
  return {
    anrede: input.anrede ?? row.anrede,
    titel: input.titel ?? null,
    vorname: input.vorname,
    nachname: input.nachname,
    email: input.email,
    phone: input.phone ?? null,
    mobile: input.mobile ?? null,
    strasse: input.strasse ?? null,
    plz: input.plz ?? null,
    ort: input.ort ?? null,
    country: input.country ?? null,
    lis_id: input.lis_id ?? null,
    language: input.language ?? row.language,
    office_ids: (input.office_ids ?? row.office_ids).map(Number),
    status: input.active === false ? 'inactive' : 'active',
  };
}

export const doctorActions = {
  edit: (row: DoctorRow, input: DoctorInput) =>
    queueAction({
      label: 'doctorEdit',
      method: OutboxMethod.put,
      path: doctorPath(row.id),
      body: input,
      entity: SyncEntity.doctor,
      entityId: row.id,
      optimistic: (db) => db.doctor.update(row.id, editedDoctorRow(row, input)),
    }),
  setLocked: (id: string, locked: boolean) =>
    queueAction({
      label: locked ? 'doctorLock' : 'doctorUnlock',
      method: OutboxMethod.put,
      path: `${doctorPath(id)}/update-lock`,
      body: { locked },
      entity: SyncEntity.doctor,
      entityId: id,
      optimistic: (db) => db.doctor.update(id, { locked }),
    }),
  /** Another user's account page 'newsletter': on or off a list, the state to reach. */
  setNewsletter: (row: DoctorRow, listId: NewsletterListId, subscribed: boolean) =>
    queueAction({
      label: subscribed ? 'doctorNewsletterOn' : 'doctorNewsletterOff',
      method: OutboxMethod.put,
      path: `${doctorPath(row.id)}/newsletter`,
      body: { recipientlist_id: listId, subscribed },
      entity: SyncEntity.doctor,
      entityId: row.id,
      optimistic: (db) =>
        db.doctor.update(row.id, {
          newsletter_lists: withList(row.newsletter_lists ?? [], listId, subscribed),
        }),
    }),
  remove: (id: string) =>
    queueAction({
      label: 'doctorDelete',
      method: OutboxMethod.delete,
      path: doctorPath(id),
      entity: SyncEntity.doctor,
      entityId: id,
      optimistic: (db) => db.doctor.delete(id),
    }),

  create: async (input: DoctorInput) =>
    cacheDoctor(await requestAnswer('/api/users', { method: 'POST', body: input })),
  invite: async (id: string) =>
    cacheDoctor(await requestAnswer(`${doctorPath(id)}/invite`, { method: 'POST' })),
  reset: async (id: string) =>
    cacheDoctor(await requestAnswer(`${doctorPath(id)}/reset`, { method: 'POST' })),
  /** Answers how many doctors were invited; their rows arrive with the next pull. */
  inviteAll: async () =>
    inviteAllResponseSchema.parse(await request('/api/users/invite-all', { method: 'POST' })).data.invited,
};
