import { z } from 'zod';
import { authUserSchema } from '../authUser';
import { newsletterRecipientRecordSchema } from '../newsletter';

/** The signed-in user's own record and the newsletter recipients. */
export const accountSyncEntities = {
  user: 'user',
  newsletterRecipient: 'newsletterRecipient',
} as const;

export const syncedUserSchema = authUserSchema.omit({ twoFactorAuthenticated: true });
export type SyncedUser = z.infer<typeof syncedUserSchema>;
export const syncedNewsletterRecipientSchema = newsletterRecipientRecordSchema.extend({
  id: z.union([z.number(), z.string()]),
});
