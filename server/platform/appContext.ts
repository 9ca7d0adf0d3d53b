/**
 * The services every feature plugin receives from buildApp, built once per app. Passing them in
 * (instead of importing singletons) lets tests swap the clock, the mailer and the password cost.
 */
import type { Config } from './config/config';
import type { Encrypter } from './crypto/encryption';
import type { ReportFileStore } from './files/reportFileStore';
import type { AttachmentStore } from './files/attachmentStore';
import type { PasswordHasher } from './crypto/passwordHasher';
import type { Realtime } from './realtime/realtime';
import type { AppDb } from './db/database';
import type { Mailer } from './mail/mailer';
import type { MailSender } from './mail/mailIntents';
import type { AuthListener } from './auth/authListener';
import type { RateLimiters } from './auth/rateLimiters';
import type { SessionStore } from './auth/sessionStore';
import type { Clock } from './time/clock';
import type { SyncEntityRegistry } from './sync/syncEntityDefinition';

export interface AppContext {
  config: Config;
  db: AppDb;
  now: Clock;
  /** Hands composed mail on (the relay's queue or the dev outbox): the mail intents' only. */
  mailer: Mailer;
  /** How a feature asks for a mail: in its write, composed after it (mail/mailIntents.ts). */
  mail: MailSender;
  passwords: PasswordHasher;
  encrypter: Encrypter;
  /** The encrypted report PDFs (files/reportFileStore.ts). */
  reportFiles: ReportFileStore;
  /** The encrypted attachments of system messages (files/attachmentStore.ts). */
  attachments: AttachmentStore;
  sessions: SessionStore;
  /** Hears the auth cache's notifications; fence() waits until all committed so far are heard. */
  authListener: AuthListener;
  /** Broadcasts over the Pusher-protocol socket; publish after commit (realtime/realtime.ts). */
  realtime: Realtime;
  /** Rate limits, shared through Redis when REDIS_URL is set (auth/rateLimiters.ts). */
  limiters: RateLimiters;
  /** How the change feed reads each entity: composed from the features (server/features/index.ts). */
  syncEntities: SyncEntityRegistry;
}

/** The narrower context of mail-sending services, which the demo seed also uses. */
export type MailContext = Pick<AppContext, 'config' | 'db' | 'mail' | 'now'>;
