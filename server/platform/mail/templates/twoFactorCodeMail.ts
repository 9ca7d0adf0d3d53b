/** The 6-digit code of two-factor authentication by e-mail. */
import type { Locale } from '../../../../src/contract/constants';
import type { MailMessage } from '../mailer';
import { renderMail, type MailBody, type MailFrame, type MailRecipient } from './layout';

export interface TwoFactorCodeMailParams {
  code: string;
  validMinutes: number;
}

const BODIES: Record<Locale, (params: TwoFactorCodeMailParams) => MailBody> = {
  de: ({ code, validMinutes }) => ({
    subject: 'Ihr Anmeldecode für das Kundencenter',
    intro: ['Ihr Code für die Zwei-Faktor-Authentifizierung im Kundencenter lautet:'],
    code,
    outro: [
      `Der Code ist ${validMinutes} Minuten gültig und kann einmal verwendet werden.`,
      'Haben Sie sich nicht angemeldet? Dann kennt jemand Ihr Passwort: Bitte ändern Sie es und informieren Sie das Labor.',
    ],
  }),
  en: ({ code, validMinutes }) => ({
    subject: 'Your sign-in code for the Kundencenter',
    intro: ['Your code for two-factor authentication in the Kundencenter is:'],
    code,
    outro: [
      `The code is valid for ${validMinutes} minutes and can be used once.`,
      'Did you not sign in? Then someone knows your password: please change it and inform the laboratory.',
    ],
  }),
};

export function twoFactorCodeMail(
  frame: MailFrame,
  recipient: MailRecipient,
  params: TwoFactorCodeMailParams,
): MailMessage {
  return renderMail(frame, recipient, BODIES[recipient.language](params));
}
