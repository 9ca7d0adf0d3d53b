/** The forgot-password mail: a link to the SPA's reset-password page with the token. */
import type { Locale } from '../../../../src/contract/constants';
import type { MailMessage } from '../mailer';
import { renderMail, type MailBody, type MailFrame, type MailRecipient } from './layout';

export interface PasswordResetMailParams {
  url: string;
  validMinutes: number;
  username: string;
}

const BODIES: Record<Locale, (params: PasswordResetMailParams) => MailBody> = {
  de: ({ url, validMinutes, username }) => ({
    subject: 'Passwort zurücksetzen – Kundencenter',
    intro: [`für Ihren Benutzernamen ${username} wurde das Zurücksetzen des Passworts angefordert.`],
    action: { label: 'Neues Passwort festlegen', url },
    outro: [
      `Der Link ist ${validMinutes} Minuten gültig und kann einmal verwendet werden.`,
      'Haben Sie das nicht angefordert, müssen Sie nichts tun: Ihr Passwort bleibt unverändert.',
    ],
  }),
  en: ({ url, validMinutes, username }) => ({
    subject: 'Reset your password – Kundencenter',
    intro: [`A password reset was requested for your username ${username}.`],
    action: { label: 'Choose a new password', url },
    outro: [
      `The link is valid for ${validMinutes} minutes and can be used once.`,
      'If you did not request this, there is nothing to do: your password stays as it is.',
    ],
  }),
};

export function passwordResetMail(
  frame: MailFrame,
  recipient: MailRecipient,
  params: PasswordResetMailParams,
): MailMessage {
  return renderMail(frame, recipient, BODIES[recipient.language](params));
}
