/**
 * Whether the developer pages exist (the dev outbox /dev/mails, the e2e clock /dev/clock/advance).
 * They hand over accounts (verification links) and move time, so they are registered only when
 * asked for (DEV_TOOLS), when the server listens on a loopback address, and while mail stays in the
 * outbox (no SMTP_URL): a deployment that sends real mail, or that other machines reach, never has
 * them. loadConfig refuses DEV_TOOLS with the outbox on a public address; this covers the rest, and
 * every Config built elsewhere (scripts, tests). The pages also answer loopback callers only.
 */
import { isLoopbackHost } from '../net/clientAddress';
import type { Config } from './config';

export const devPagesEnabled = (config: Pick<Config, 'devTools' | 'host' | 'smtpUrl'>): boolean =>
  config.devTools && !config.smtpUrl && isLoopbackHost(config.host);
