/**
 * Mail over SMTP (SMTP_URL, `smtp://` or `smtps://`, credentials in the URL) with nodemailer. The
 * app sends through the mail queue (mailQueue.ts), which claims a mail for MAIL_CLAIM_MS at a time:
 * the timeouts below end a stalled relay well before that.
 */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createSmtpMailer(smtpUrl: string, from: { name: string; address: string }): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send({ fromName, replyTo, ...message }, options) {
      await transport.sendMail({
        from: { name: fromName ?? from.name, address: from.address },
        ...(replyTo ? { replyTo } : {}),
        ...(options?.signal ? { signal: options.signal } : {}),
        ...message,
      });
    },
    close: () => transport.close(),
  };
}
