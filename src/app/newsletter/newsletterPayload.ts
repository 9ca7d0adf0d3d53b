import type { z } from 'zod';
import type { AuthUser } from '../../contract/authUser';
import type { Locale } from '../../contract/constants';
import { NEWSLETTER_LISTS, type newsletterRecipientSchema } from '../../contract/newsletter';

export type NewsletterFormValues = z.input<typeof newsletterRecipientSchema>;
export type NewsletterPayload = z.output<typeof newsletterRecipientSchema>;

/** Gender values the form offers; the user's salutation 'Keine' means none given. */
export const NEWSLETTER_GENDERS = ['', 'Frau', 'Herr'] as const;

/**
 * The subscription prefilled from the signed-in user (spec §3 'Newsletter recipient payload'):
 * the list by the chosen language (Deutsch 5781, Englisch 5799), e-mail, salutation, names, zip.
 */
export function newsletterPayload(
  user: Pick<AuthUser, 'email' | 'anrede' | 'vorname' | 'nachname' | 'plz'> | null,
  language: Locale,
): NewsletterFormValues {
  return {
    recipientlist_id: NEWSLETTER_LISTS[language],
    email: user?.email ?? '',
    gender: user && user.anrede !== 'Keine' ? user.anrede : '',
    firstname: user?.vorname ?? '',
    lastname: user?.nachname ?? '',
    zip: user?.plz ?? '',
  };
}
