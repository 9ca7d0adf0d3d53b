/** Mail over SMTP (SMTP_URL, `smtp://` or `smtps://`, credentials in the URL) with nodemailer. */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: { name: string; address: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ fromName, replyTo, ...message }) {
      await transport.sendMail({
        from: { name: fromName ?? from.name, address: from.address },
        ...(replyTo ? { replyTo } : {}),
        ...message,
      });
    },
    close: () => transport.close(),
  };
}
