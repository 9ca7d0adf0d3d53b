/** Over SMTP when SMTP_URL is set, else into the dev outbox table. */
import type { Config } from '../config/config';
import type { AppDb } from '../db/database';
import { createOutboxMailer } from './devOutbox';
import { senderAddress, type Mailer } from './mailer';
import { createSmtpMailer } from './smtpMailer';

export function createMailer(config: Pick<Config, 'smtpUrl' | 'appUrl' | 'labName'>, db: AppDb): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, senderAddress(config)) : createOutboxMailer(db);
}
