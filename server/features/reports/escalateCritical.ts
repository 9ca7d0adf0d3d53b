/**
 * Escalation of critical reports nobody acknowledged in time (issue 17). For each critical report
 * whose current version arrived `minutes` ago or earlier, unacknowledged and not escalated yet, in
 * one transaction: mark it escalated, write the audit entry, notify every member of the lab's
 * staff (ticket staff), and open a ticket of priority 'Kritisch' to phone the practice through
 * the ticket service, addressed to the lab's contact person (settings) or else the first staff
 * member. Mails to the staff go out after the commit.
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { TICKET_CATEGORY_REPORT_ID } from '../../../src/contract/constants';
import { NotificationType } from '../../../src/contract/activities';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import type { AppTx } from '../../platform/db/database';
import { reports, users } from '../../platform/db/schema';
import { translate } from '../../platform/i18n/translate';
import { notifyUser } from '../activities';
import { recordReportAudit } from './reportAudit';
import { reportScopes } from './reportAccess';
import { TicketPriorityId } from '../lookups';
import { readLabSettings } from '../../platform/labSettings/labSettings';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { TicketMails } from '../tickets';
import { displayName, ticketStaffIds } from '../tickets';
import { createTicket } from '../tickets';
import { CRITICAL_ESCALATION_MINUTES_DEFAULT } from '../../../src/contract/constants';
import { CriticalMails } from './criticalMails';

export const escalationMinutes = (context: Pick<AppContext, 'config'>): number =>
  context.config.criticalEscalationMinutes ?? CRITICAL_ESCALATION_MINUTES_DEFAULT;

/** The staff member the phone-call ticket goes to: the lab's contact person, else the first of the staff. */
async function ticketRecipient(tx: AppTx, staffIds: readonly number[], config: AppContext['config']) {
  const { contactPersonUuid } = await readLabSettings(tx, config);
  const candidates = staffIds.length
    ? await tx
        .select({ id: users.id, uuid: users.uuid })
        .from(users)
        .where(inArray(users.id, [...staffIds]))
        .orderBy(asc(users.id))
    : [];
  return candidates.find((candidate) => candidate.uuid === contactPersonUuid) ?? candidates[0] ?? null;
}

/** Escalates what is due at `context.now()`; answers how many reports it escalated. */
export async function escalateCriticalReports(
  context: Pick<AppContext, 'db' | 'now' | 'config' | 'mailer'>,
): Promise<number> {
  const now = context.now();
  const minutes = escalationMinutes(context);
  const due = new Date(now.getTime() - minutes * 60_000);
  const candidates = await context.db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.critical, true),
        isNull(reports.criticalAcknowledgedAt),
        isNull(reports.criticalEscalatedAt),
        lte(reports.updatedAt, due),
      ),
    )
    .orderBy(asc(reports.id));
  let escalated = 0;
  for (const { id } of candidates) {
    const mails = new CriticalMails();
    const ticketMails = new TicketMails();
    const { result } = await writeWithChanges(context.db, async (tx, emit) => {
      const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
      // Acknowledged or escalated meanwhile: nothing to do.
      if (!report?.critical || report.criticalAcknowledgedAt || report.criticalEscalatedAt) return false;
      const [row] = await tx
        .update(reports)
        .set({ criticalEscalatedAt: now })
        .where(eq(reports.id, id))
        .returning();
      if (!row) return false;
      await recordReportAudit(tx, 'escalate', null, row, now);
      const [doctor] = await tx.select().from(users).where(eq(users.id, row.userId));
      if (!doctor) return false;
      emit(SyncEntity.report, row.id, reportScopes(doctor.uuid));

      const staffIds = await ticketStaffIds(tx);
      const staff = staffIds.length
        ? await tx
            .select({ id: users.id, uuid: users.uuid, language: users.language, active: users.active })
            .from(users)
            .where(inArray(users.id, staffIds))
        : [];
      for (const member of staff.filter((person) => person.active)) {
        await notifyUser(tx, emit, member, {
          type: NotificationType.reportEscalated,
          params: { befundId: row.befundId },
          links: { report: { id: row.id } },
          now,
        });
        mails.add(member.id, row.befundId, 'escalated');
      }

      const recipient = await ticketRecipient(tx, staffIds, context.config);
      const authorId = row.uploadedBy ?? recipient?.id;
      const author = authorId ? await loadAuthenticatedUser(tx, authorId) : null;
      if (recipient && author) {
        const params = { befundId: row.befundId, doctor: displayName(doctor), minutes };
        await createTicket(
          tx,
          emit,
          ticketMails,
          author,
          {
            recipient: recipient.uuid,
            subject: translate('de', 'critical.escalationTicketSubject', params),
            content: translate('de', 'critical.escalationTicketContent', params),
            category: TICKET_CATEGORY_REPORT_ID,
            priority: TicketPriorityId.high,
          },
          now,
        );
      }
      return true;
    });
    if (result) {
      escalated += 1;
      await mails.send(context);
      await ticketMails.send(context);
    }
  }
  return escalated;
}
