/**
 * Mails about critical reports (issue 17), collected inside a write and sent once it committed:
 * to the doctor when a critical report arrives, to the lab's staff when it escalates. A failing
 * relay is logged by its code only (its text may quote the address) and never undoes the write.
 * Between two mails the event loop gets a turn: an escalation mails every staff member of every
 * report of its batch, which on the dev outbox (PGlite) is a run of inserts that would otherwise
 * hold up every request until the last (issue 26).
 */
import { inArray } from 'drizzle-orm';
import type { MailContext } from '../../platform/appContext';
import { users } from '../../platform/db/schema';
import {
  criticalReportMail,
  type CriticalMailReason,
} from '../../platform/mail/templates/criticalReportMail';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';
import { yieldToEventLoop } from '../../platform/jobs/batches';

export const reportUrl = (appUrl: string): string => `${appUrl}/#/backend/reports`;

export class CriticalMails {
  private readonly pending: { userId: number; befundId: string; reason: CriticalMailReason }[] = [];

  add(userId: number, befundId: string, reason: CriticalMailReason): void {
    this.pending.push({ userId, befundId, reason });
  }

  async send(context: MailContext, log?: { error(obj: object, msg: string): void }): Promise<void> {
    const pending = this.pending.splice(0);
    if (pending.length === 0) return;
    const recipients = await context.db
      .select({
        id: users.id,
        email: users.email,
        anrede: users.anrede,
        titel: users.titel,
        vorname: users.vorname,
        nachname: users.nachname,
        language: users.language,
        active: users.active,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(pending.map((mail) => mail.userId))]));
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    const frame = await mailFrameOf(context);
    for (const [index, { userId, befundId, reason }] of pending.entries()) {
      const to = byId.get(userId);
      if (!to?.active) continue;
      if (index > 0) await yieldToEventLoop();
      try {
        await context.mailer.send(
          criticalReportMail(frame, to, { reason, befundId, url: reportUrl(context.config.appUrl) }),
        );
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        log?.error({ code: typeof code === 'string' ? code : undefined }, 'critical report mail not sent');
      }
    }
  }
}
