/**
 * Mails about critical reports (issue 17), asked for inside the write that causes them and made
 * once it committed (platform/mail/mailIntents.ts): to the doctor when a critical report arrives,
 * to the lab's staff when it escalates. The intent holds ids only; the mail is composed from what
 * is current then (the recipient's name and language, the report's reference number), and nothing
 * is sent to a recipient who is gone or deactivated, or about a report that is gone.
 */
import { eq } from 'drizzle-orm';
import { reports, users } from '../../platform/db/schema';
import type { AppDb, AppTx } from '../../platform/db/database';
import { defineMail, type MailSender } from '../../platform/mail/mailIntents';
import {
  criticalReportMail,
  type CriticalMailReason,
} from '../../platform/mail/templates/criticalReportMail';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';

export const reportUrl = (appUrl: string): string => `${appUrl}/#/backend/reports`;

interface CriticalMailPayload {
  userId: number;
  reportId: number;
  reason: CriticalMailReason;
}

export const criticalMail = defineMail<CriticalMailPayload>(
  'criticalReport',
  async (context, { userId, reportId, reason }) => {
    const [to] = await context.db
      .select({
        email: users.email,
        anrede: users.anrede,
        titel: users.titel,
        vorname: users.vorname,
        nachname: users.nachname,
        language: users.language,
        active: users.active,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!to?.active) return null;
    const [report] = await context.db
      .select({ befundId: reports.befundId })
      .from(reports)
      .where(eq(reports.id, reportId))
      .limit(1);
    if (!report) return null;
    const frame = await mailFrameOf(context);
    return criticalReportMail(frame, to, {
      reason,
      befundId: report.befundId,
      url: reportUrl(context.config.appUrl),
    });
  },
);

/** Asks, in the write's transaction `tx`, for the mail about report `reportId` to user `userId`. */
export const queueCriticalMail = (
  mail: MailSender,
  tx: AppDb | AppTx,
  payload: CriticalMailPayload,
): Promise<void> => mail.queue(tx, criticalMail, payload);
