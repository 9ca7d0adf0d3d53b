/**
 * The dev outbox: mail kept in the `dev_mails` table when no SMTP_URL is set. Developers and demo
 * users read it at /dev/mails (devMailRoutes.ts), which exists only outside production.
 */
import { desc } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { devMails, type DevMail } from '../db/schema';
import type { Mailer } from './mailer';

/** The outbox shows the most recent mail; older ones are of no use to anyone. */
export const DEV_OUTBOX_LIST_LIMIT = 200;

export function createOutboxMailer(db: AppDb): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html }) {
      await db.insert(devMails).values({ to, subject, text, html });
    },
    close: () => undefined,
  };
}

export function listDevMails(db: AppDb): Promise<DevMail[]> {
  return db.select().from(devMails).orderBy(desc(devMails.id)).limit(DEV_OUTBOX_LIST_LIMIT);
}
