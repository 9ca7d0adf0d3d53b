import { z } from 'zod';
import { NEWSLETTER_LIST_DE, NEWSLETTER_LIST_EN } from './constants';
import { sameEmail } from './emailAddress';
import { ValidationMessage } from './validationMessages';

/** The newsletter recipient lists (spec §9): German 5781, English 5799. */
export const NEWSLETTER_LISTS = { de: NEWSLETTER_LIST_DE, en: NEWSLETTER_LIST_EN } as const;

/** `POST /api/newsletter/recipients` (spec §3 'Newsletter recipient payload'). */
export const newsletterRecipientSchema = z.object({
  recipientlist_id: z.union([z.literal(NEWSLETTER_LIST_DE), z.literal(NEWSLETTER_LIST_EN)]),
  email: z.string().trim().min(1, ValidationMessage.required).pipe(z.email(ValidationMessage.email)),
  gender: z.string().trim().max(20).optional().default(''),
  firstname: z.string().trim().max(255).optional().default(''),
  lastname: z.string().trim().max(255).optional().default(''),
  zip: z.string().trim().max(20).optional().default(''),
});
export type NewsletterRecipientInput = z.input<typeof newsletterRecipientSchema>;

/**
 * Issue 26 (double opt-in): the subscriber's own address is on the list at once; any other address
 * stays pending until its owner confirms by the mailed link.
 */
export const NewsletterStatus = { confirmed: 'confirmed', pending: 'pending' } as const;
export type NewsletterStatus = (typeof NewsletterStatus)[keyof typeof NewsletterStatus];

/** The status a new subscription of `address` by a user whose address is `ownEmail` starts with. */
export const initialNewsletterStatus = (ownEmail: string, address: string): NewsletterStatus =>
  sameEmail(ownEmail, address) ? NewsletterStatus.confirmed : NewsletterStatus.pending;

/** A stored subscription as `GET /api/newsletter/recipients` lists it. */
export const newsletterRecipientRecordSchema = z.object({
  id: z.number(),
  recipientlist_id: z.number(),
  email: z.string(),
  gender: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  zip: z.string(),
  created_at: z.string(),
  /** Rows mirrored before issue 26 carry none: they were all confirmed. */
  status: z.enum([NewsletterStatus.confirmed, NewsletterStatus.pending]).default(NewsletterStatus.confirmed),
});

/** `POST /api/newsletter/confirmations`: the token of the mailed confirmation link, as a guest. */
export const newsletterConfirmationSchema = z.object({ token: z.string().trim().min(1).max(200) });
export const newsletterConfirmedSchema = z.object({ message: z.string() });
export type NewsletterRecipient = z.infer<typeof newsletterRecipientRecordSchema>;
