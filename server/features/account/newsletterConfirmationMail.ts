/**
 * The double opt-in mail (issue 26): someone subscribed an address that is not their own, and the
 * address's owner confirms with a single-use link. It is written in the owner's language when an
 * account has the address, else in the subscriber's, and addresses the owner by the account's
 * names or, for an unknown address, by the names the subscriber gave.
 */
import { eq, sql } from 'drizzle-orm';
import {
  NEWSLETTER_LIST_EN,
  SALUTATIONS,
  type Locale,
  type Salutation,
} from '../../../src/contract/constants';
import { normalisedEmail } from '../../../src/contract/emailAddress';
import { NEWSLETTER_CONFIRMATION_DAYS } from '../../../src/contract/constants';
import { sha256Hex } from '../../platform/crypto/tokens';
import { newsletterRecipients, users } from '../../platform/db/schema';
import { defineMail, type MailComposeContext } from '../../platform/mail/mailIntents';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';
import { renderMail, type MailBody, type MailRecipient } from '../../platform/mail/templates/layout';
import type { NewsletterSubscription } from './newsletterRecipients';

/** The SPA's confirmation page; it posts the token (a mail scanner's GET confirms nothing). */
export const newsletterConfirmUrl = (appUrl: string, token: string): string =>
  `${appUrl}/#/newsletter/confirm/${token}`;

const LIST_NAMES: Record<Locale, { de: string; en: string }> = {
  de: { de: 'Deutsch', en: 'Englisch' },
  en: { de: 'German', en: 'English' },
};

const BODIES: Record<Locale, (url: string, list: string, labName: string) => MailBody> = {
  de: (url, list, labName) => ({
    subject: `Bitte bestätigen Sie Ihre Newsletter-Anmeldung – Kundencenter ${labName}`,
    intro: [
      `Ihre E-Mail-Adresse wurde im Kundencenter von ${labName} für den Newsletter (${list}) angemeldet. Sie erhalten ihn erst, wenn Sie die Anmeldung bestätigen.`,
    ],
    action: { label: 'Anmeldung bestätigen', url },
    outro: [
      `Der Link gilt einmal und ${NEWSLETTER_CONFIRMATION_DAYS} Tage lang. Falls Sie diese Anmeldung nicht veranlasst haben, ignorieren Sie diese E-Mail: Ihre Adresse wird dann nicht eingetragen.`,
    ],
  }),
  en: (url, list, labName) => ({
    subject: `Please confirm your newsletter subscription – Kundencenter ${labName}`,
    intro: [
      `Your e-mail address was subscribed to the newsletter (${list}) in the Kundencenter of ${labName}. You will only receive it once you confirm the subscription.`,
    ],
    action: { label: 'Confirm subscription', url },
    outro: [
      `The link works once, for ${NEWSLETTER_CONFIRMATION_DAYS} days. If you did not ask for this subscription, ignore this e-mail: your address will not be added.`,
    ],
  }),
};

const salutationOf = (gender: string): Salutation =>
  SALUTATIONS.find((salutation) => salutation === gender) ?? 'Keine';

/** The address's owner as a mail recipient: the account with the address, else the given names. */
async function recipientOf(
  context: MailComposeContext,
  subscription: NewsletterSubscription,
  subscriberLanguage: Locale,
): Promise<MailRecipient> {
  const [account] = await context.db
    .select()
    .from(users)
    .where(eq(sql`lower(trim(${users.email}))`, normalisedEmail(subscription.email)))
    .limit(1);
  if (account) return { ...account, email: subscription.email };
  return {
    email: subscription.email,
    anrede: salutationOf(subscription.gender),
    titel: null,
    vorname: subscription.firstname,
    nachname: subscription.lastname,
    language: subscriberLanguage,
  };
}

interface ConfirmationPayload {
  subscription: NewsletterSubscription;
  /** The link's single-use token: sealed in the intent, only its hash is on the subscription. */
  token: string;
  subscriberLanguage: Locale;
}

/** Nothing is sent once the subscription is confirmed, expired or removed before the mail is made. */
export const newsletterConfirmationMail = defineMail<ConfirmationPayload>(
  'newsletterConfirmation',
  async (context, { subscription, token, subscriberLanguage }) => {
    const [pending] = await context.db
      .select({ id: newsletterRecipients.id })
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.confirmationTokenHash, sha256Hex(token)))
      .limit(1);
    if (!pending) return null;
    const recipient = await recipientOf(context, subscription, subscriberLanguage);
    const frame = await mailFrameOf(context);
    const names = LIST_NAMES[recipient.language];
    const list = subscription.recipientlist_id === NEWSLETTER_LIST_EN ? names.en : names.de;
    const url = newsletterConfirmUrl(context.config.appUrl, token);
    return renderMail(frame, recipient, BODIES[recipient.language](url, list, frame.labName));
  },
);
