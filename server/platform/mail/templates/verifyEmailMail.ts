/** The verification mail (invitation or resend): a signed link into the first-run wizard (spec §2 verify-email). */
import type { Locale } from '../../../../src/contract/constants';
import type { MailMessage } from '../mailer';
import { renderMail, type MailBody, type MailFrame, type MailRecipient } from './layout';

export interface VerifyEmailMailParams {
  /** The SPA's verify-email page carrying the signed API link. */
  url: string;
  validMs: number;
}

const HOUR_MS = 60 * 60_000;

/** '60 Minuten', '24 Stunden', '7 Tage' (the demo's invitation lasts a week). */
function validFor(validMs: number, locale: Locale): string {
  const units =
    locale === 'de'
      ? { minutes: 'Minuten', hours: 'Stunden', days: 'Tage' }
      : { minutes: 'minutes', hours: 'hours', days: 'days' };
  if (validMs >= 48 * HOUR_MS) return `${Math.round(validMs / (24 * HOUR_MS))} ${units.days}`;
  if (validMs >= 2 * HOUR_MS) return `${Math.round(validMs / HOUR_MS)} ${units.hours}`;
  return `${Math.round(validMs / 60_000)} ${units.minutes}`;
}

const BODIES: Record<Locale, (params: VerifyEmailMailParams, labName: string) => MailBody> = {
  de: ({ url, validMs }, labName) => ({
    subject: `Bitte bestätigen Sie Ihre E-Mail-Adresse – Kundencenter ${labName}`,
    intro: [
      `bitte bestätigen Sie Ihre E-Mail-Adresse für das Kundencenter von ${labName}. Sind Sie neu im Kundencenter, legen Sie anschließend Ihren Benutzernamen, Ihr Passwort und die Zwei-Faktor-Authentifizierung fest.`,
    ],
    action: { label: 'E-Mail-Adresse bestätigen', url },
    outro: [
      `Der Link ist ${validFor(validMs, 'de')} gültig. Ist er abgelaufen, können Sie auf der Seite eine neue Bestätigungsmail anfordern.`,
      'Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
    ],
  }),
  en: ({ url, validMs }, labName) => ({
    subject: `Please verify your e-mail address – Kundencenter ${labName}`,
    intro: [
      `Please verify your e-mail address for the Kundencenter of ${labName}. If you are new to the Kundencenter, you then choose your username, your password and two-factor authentication.`,
    ],
    action: { label: 'Verify e-mail address', url },
    outro: [
      `The link is valid for ${validFor(validMs, 'en')}. If it has expired, you can request a new one on the page it opens.`,
      'If you did not expect this e-mail, you can ignore it.',
    ],
  }),
};

export function verifyEmailMail(
  frame: MailFrame,
  recipient: MailRecipient,
  params: VerifyEmailMailParams,
): MailMessage {
  return renderMail(frame, recipient, BODIES[recipient.language](params, frame.labName));
}
