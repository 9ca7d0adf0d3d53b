/**
 * The frame every mail shares: salutation, the template's paragraphs, an action link or a code,
 * the closing and the laboratory's name (LAB_NAME) as signature, as plain text and as simple HTML.
 * Every value is escaped in the HTML part; templates only ever supply text.
 */
import type { Locale, Salutation } from '../../../../src/contract/constants';
import type { MailMessage } from '../mailer';

export interface MailRecipient {
  email: string;
  anrede: Salutation;
  titel: string | null;
  vorname: string;
  nachname: string;
  language: Locale;
}

export interface MailBody {
  subject: string;
  intro: readonly string[];
  action?: { label: string; url: string };
  /** A one-time code, shown on a line of its own. */
  code?: string;
  outro: readonly string[];
}

export interface MailFrame {
  labName: string;
  /** The settings' support address: the mail's Reply-To (server/platform/labSettings/mailFrame.ts). */
  supportEmail?: string | null;
}

const CLOSING: Record<Locale, string> = { de: 'Mit freundlichen Grüßen', en: 'Kind regards' };

export function salutationLine(recipient: MailRecipient): string {
  const title = recipient.titel ? `${recipient.titel} ` : '';
  if (recipient.language === 'de') {
    if (recipient.anrede === 'Frau') return `Sehr geehrte Frau ${title}${recipient.nachname},`;
    if (recipient.anrede === 'Herr') return `Sehr geehrter Herr ${title}${recipient.nachname},`;
    return `Guten Tag ${recipient.vorname} ${recipient.nachname},`;
  }
  if (recipient.titel) return `Dear ${recipient.titel} ${recipient.nachname},`;
  if (recipient.anrede === 'Frau') return `Dear Ms ${recipient.nachname},`;
  if (recipient.anrede === 'Herr') return `Dear Mr ${recipient.nachname},`;
  return `Dear ${recipient.vorname} ${recipient.nachname},`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderMail(frame: MailFrame, recipient: MailRecipient, body: MailBody): MailMessage {
  const closing = [CLOSING[recipient.language], frame.labName];
  const text = [
    salutationLine(recipient),
    ...body.intro,
    ...(body.action ? [`${body.action.label}:\n${body.action.url}`] : []),
    ...(body.code ? [body.code] : []),
    ...body.outro,
    closing.join('\n'),
  ].join('\n\n');

  const paragraph = (content: string) => `<p>${escapeHtml(content)}</p>`;
  const html = [
    `<!doctype html><html lang="${recipient.language}"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head><body>`,
    paragraph(salutationLine(recipient)),
    ...body.intro.map(paragraph),
    ...(body.action
      ? [`<p><a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.label)}</a></p>`]
      : []),
    ...(body.code ? [`<p><strong>${escapeHtml(body.code)}</strong></p>`] : []),
    ...body.outro.map(paragraph),
    `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: recipient.email,
    subject: body.subject,
    text,
    html,
    fromName: frame.labName,
    ...(frame.supportEmail ? { replyTo: frame.supportEmail } : {}),
  };
}
