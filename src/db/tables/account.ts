import type { z } from 'zod';
import type { SyncedUser, syncedNewsletterRecipientSchema } from '../../contract/sync/account';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

export type UserRow = Mirrored<SyncedUser>;
export type NewsletterRecipientRow = Mirrored<z.infer<typeof syncedNewsletterRecipientSchema>>;

export const accountTables = mirrorConcept<{ user: UserRow; newsletterRecipient: NewsletterRecipientRow }>({
  stores: {
    1: { user: 'id, uuid', newsletterRecipient: 'id, recipientlist_id, email' },
  },
});
