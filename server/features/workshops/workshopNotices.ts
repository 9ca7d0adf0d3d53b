/**
 * What the people around a workshop hear of a change: the workshop's feed row (its free slots
 * change with every booking), each changed registration to its user and the staff, the
 * `WorkshopRegistrationUpdated` event on the user's channel, and for a doctor who moved up from the
 * waiting list a notification and a mail. The mail is asked for in the write's transaction
 * (`queuePromotedMail`, a mail intent: platform/mail/mailIntents.ts) and made after the commit, so a
 * rolled-back write sends nothing.
 */
import { and, eq } from 'drizzle-orm';
import { NotificationType } from '../../../src/contract/activities';
import { SyncEntity } from '../../../src/contract/sync';
import { WORKSHOP_REGISTRATION_EVENT } from '../../../src/contract/workshops';
import type { AppDb, AppTx } from '../../platform/db/database';
import {
  users,
  workshopRegistrations,
  workshops,
  type WorkshopRegistrationRow,
  type WorkshopRow,
} from '../../platform/db/schema';
import { defineMail, type MailSender } from '../../platform/mail/mailIntents';
import type { MailRecipient } from '../../platform/mail/templates/layout';
import { workshopPromotedMail, workshopUrl } from '../../platform/mail/templates/workshopMail';
import { notifyUser } from '../activities';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { registrationScopes, WORKSHOP_SCOPES } from './workshopAccess';

export type WorkshopPerson = MailRecipient & { id: number; uuid: string; active: boolean };

export async function personById(db: AppDb | AppTx, id: number): Promise<WorkshopPerson | null> {
  const [row] = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      active: users.active,
      email: users.email,
      anrede: users.anrede,
      titel: users.titel,
      vorname: users.vorname,
      nachname: users.nachname,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export function announceWorkshop(emit: Emit, workshopId: number): void {
  emit(SyncEntity.workshop, workshopId, WORKSHOP_SCOPES);
}

/** The registration changed (or was created): its user and the staff pull it. */
export function announceRegistration(
  emit: Emit,
  registration: WorkshopRegistrationRow,
  userUuid: string,
): void {
  emit(SyncEntity.workshopRegistration, registration.uuid, registrationScopes(userUuid));
  emit.event({
    to: { userUuid },
    event: WORKSHOP_REGISTRATION_EVENT,
    data: { uuid: registration.uuid, workshop_id: registration.workshopId, status: registration.status },
  });
}

export function announceRegistrationGone(
  emit: Emit,
  registration: WorkshopRegistrationRow,
  userUuid: string,
): void {
  emit.del(SyncEntity.workshopRegistration, registration.uuid, registrationScopes(userUuid));
  emit.event({
    to: { userUuid },
    event: WORKSHOP_REGISTRATION_EVENT,
    data: { uuid: registration.uuid, workshop_id: registration.workshopId, deleted: true },
  });
}

/**
 * Everyone still waiting for the workshop: their positions moved, so their rows are announced
 * again (the position is read at pull time).
 */
export async function announceWaitingList(tx: AppTx, emit: Emit, workshopId: number): Promise<void> {
  const waiting = await tx
    .select({ registration: workshopRegistrations, userUuid: users.uuid })
    .from(workshopRegistrations)
    .innerJoin(users, eq(users.id, workshopRegistrations.userId))
    .where(
      and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, 'waiting')),
    );
  for (const { registration, userUuid } of waiting) {
    emit(SyncEntity.workshopRegistration, registration.uuid, registrationScopes(userUuid));
  }
}

export async function notifyPromoted(
  tx: AppTx,
  emit: Emit,
  person: WorkshopPerson,
  workshop: WorkshopRow,
  now: Date,
): Promise<void> {
  await notifyUser(tx, emit, person, {
    type: NotificationType.workshopPromoted,
    params: { title: workshop.title },
    links: { workshop: { id: workshop.id } },
    now,
  });
}

interface PromotedMailPayload {
  userId: number;
  workshopId: number;
}

/**
 * The doctor and the workshop as they are when the mail is made: none once the account is gone or
 * inactive, or the workshop deleted.
 */
export const workshopPromotedMailKind = defineMail<PromotedMailPayload>(
  'workshopPromoted',
  async (context, { userId, workshopId }) => {
    const person = await personById(context.db, userId);
    if (!person?.active) return null;
    const [workshop] = await context.db
      .select({ id: workshops.id, title: workshops.title })
      .from(workshops)
      .where(eq(workshops.id, workshopId));
    if (!workshop) return null;
    return workshopPromotedMail(await mailFrameOf(context), person, {
      title: workshop.title,
      url: workshopUrl(context.config.appUrl, workshop.id),
    });
  },
);

/** In the write's transaction: the mail to a doctor who moved up, unless their account is inactive. */
export async function queuePromotedMail(
  mail: MailSender,
  tx: AppTx,
  to: WorkshopPerson,
  workshop: WorkshopRow,
): Promise<void> {
  if (!to.active) return;
  await mail.queue(tx, workshopPromotedMailKind, { userId: to.id, workshopId: workshop.id });
}
