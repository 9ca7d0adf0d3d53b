/**
 * The mail that a critical report arrived (issue 17: at once to its doctor) or went unacknowledged
 * (to the lab's staff). Like every mail it names the report by reference number only, never the
 * patient or a value: mail leaves the laboratory's systems.
 */
import type { Locale } from '../../../../src/contract/constants';
import type { MailMessage } from '../mailer';
import { renderMail, type MailBody, type MailFrame, type MailRecipient } from './layout';

export type CriticalMailReason = 'arrived' | 'escalated';

export interface CriticalMailParams {
  reason: CriticalMailReason;
  befundId: string;
  url: string;
}

const BODIES: Record<Locale, (params: CriticalMailParams) => MailBody> = {
  de: ({ reason, befundId, url }) => ({
    subject:
      reason === 'arrived'
        ? `Kritischer Befund ${befundId} – Kundencenter`
        : `Kritischer Befund ${befundId} nicht zur Kenntnis genommen – Kundencenter`,
    intro: [
      reason === 'arrived'
        ? `Der Befund ${befundId} enthält einen kritischen Wert. Bitte sehen Sie ihn sofort ein und bestätigen Sie ihn mit „zur Kenntnis genommen“.`
        : `Der kritische Befund ${befundId} wurde von der Praxis nicht rechtzeitig zur Kenntnis genommen. Bitte rufen Sie die Praxis an.`,
    ],
    action: { label: 'Befund im Kundencenter öffnen', url },
    outro: ['Den Befund sehen Sie nach der Anmeldung im Kundencenter.'],
  }),
  en: ({ reason, befundId, url }) => ({
    subject:
      reason === 'arrived'
        ? `Critical report ${befundId} – Kundencenter`
        : `Critical report ${befundId} not acknowledged – Kundencenter`,
    intro: [
      reason === 'arrived'
        ? `Report ${befundId} contains a critical value. Please look at it at once and confirm it with 'acknowledged'.`
        : `The practice did not acknowledge the critical report ${befundId} in time. Please phone the practice.`,
    ],
    action: { label: 'Open the report in the Kundencenter', url },
    outro: ['You can read the report after signing in to the Kundencenter.'],
  }),
};

export function criticalReportMail(
  frame: MailFrame,
  recipient: MailRecipient,
  params: CriticalMailParams,
): MailMessage {
  return renderMail(frame, recipient, BODIES[recipient.language](params));
}
