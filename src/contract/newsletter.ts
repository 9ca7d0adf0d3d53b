import { z } from 'zod';
import { NEWSLETTER_LIST_DE, NEWSLETTER_LIST_EN } from './constants';
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
});
export type NewsletterRecipient = z.infer<typeof newsletterRecipientRecordSchema>;
