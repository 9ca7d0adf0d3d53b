import type { ProfileInformationInput } from '../../contract/auth';
import {
  initialNewsletterStatus,
  newsletterRecipientSchema,
  type NewsletterRecipientInput,
} from '../../contract/newsletter';
import { SyncEntity } from '../../contract/sync';
import { OutboxMethod } from '../../db/outboxState';
import { queueAction } from './queueAction';

/**
 * The action API (design brief, step 1): each action writes its optimistic result into the mirror
 * and its request into the outbox in one Dexie transaction, then wakes the sync worker, which
 * replays it with an Idempotency-Key. Online or offline, the user sees the effect at once and
 * nothing is lost; a refusal lands in the 'Nicht gesendet' panel.
 */
export const actions = {
  newsletter: {
    /** `ownEmail`: the subscriber's address; any other waits for its owner's confirmation (issue 26). */
    subscribe: async (input: NewsletterRecipientInput, ownEmail: string) => {
      const body = newsletterRecipientSchema.parse(input);
      const status = initialNewsletterStatus(ownEmail, body.email);
      // The server gives the subscription its id; until then it lives under a local one.
      const localId = `local-${crypto.randomUUID()}`;
      await queueAction({
        label: 'newsletterSubscribe',
        method: OutboxMethod.post,
        path: '/api/newsletter/recipients',
        body,
        entity: SyncEntity.newsletterRecipient,
        entityId: localId,
        optimistic: (db) =>
          db.newsletterRecipient.put({ ...body, id: localId, created_at: new Date().toISOString(), status }),
      });
    },
    unsubscribe: async (id: string) => {
      await queueAction({
        label: 'newsletterUnsubscribe',
        method: OutboxMethod.delete,
        path: `/api/newsletter/recipients/${encodeURIComponent(id)}`,
        entity: SyncEntity.newsletterRecipient,
        entityId: id,
        optimistic: (db) => db.newsletterRecipient.delete(id),
      });
    },
  },
  profile: {
    update: async (userId: string, input: ProfileInformationInput) => {
      await queueAction({
        label: 'profileUpdate',
        method: OutboxMethod.put,
        path: '/api/user/profile-information',
        body: input,
        entity: SyncEntity.user,
        entityId: userId,
        optimistic: (db) => db.user.update(userId, { ...input, titel: input.titel ?? null }),
      });
    },
  },
};
