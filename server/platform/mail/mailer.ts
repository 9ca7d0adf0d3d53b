/**
 * How the server sends mail. Features depend on this interface only; buildApp receives one (tests
 * hand in a mailer pointed at their own smtp-server) or creates it from the config
 * (createMailer.ts).
 */
import type { Config } from '../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the laboratory's name at sending time); default: the mailer's. */
  fromName?: string;
  /** Where answers go (the settings' support address), if anywhere. */
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** `signal` cancels a hand-over under way (the mail queue's close); the dev outbox ignores it. */
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<void>;
  close(): void;
}

/** `"Labor Dr. Sommerfeld MVZ GmbH" <no-reply@host of APP_URL>`. */
export function senderAddress(config: Pick<Config, 'appUrl' | 'labName'>): { name: string; address: string } {
  return { name: config.labName, address: `no-reply@${new URL(config.appUrl).hostname}` };
}
