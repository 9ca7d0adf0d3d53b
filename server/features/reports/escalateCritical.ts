/**
 * Escalation of critical reports nobody acknowledged in time (issue 17). For each critical report
 * whose current version arrived `minutes` ago or earlier, unacknowledged and not escalated yet, in
 * one transaction: mark it escalated, write the audit entry, notify every member of the lab's
 * staff (ticket staff), and open a ticket of priority 'Kritisch' to phone the practice through
 * the ticket service, addressed to the lab's contact person (settings) or else the first staff
 * member, in that member's language. Mails to the staff go out after the commit.
 */
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { TICKET_CATEGORY_REPORT_ID } from '../../../src/contract/constants';
import { NotificationType } from '../../../src/contract/activities';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import type { AppDb } from '../../platform/db/database';
import { runInBatches, yieldToEventLoop } from '../../platform/jobs/batches';
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
import { CRITICAL_ESCALATION_MINUTES_DEFAULT, type Locale } from '../../../src/contract/constants';
import { CriticalMails } from './criticalMails';

export const escalationMinutes = (context: Pick<AppContext, 'config'>): number =>
  context.config.criticalEscalationMinutes ?? CRITICAL_ESCALATION_MINUTES_DEFAULT;

type EscalationContext = Pick<AppContext, 'db' | 'now' | 'config' | 'mailer'>;

/**
 * Who hears of an escalation: the active ticket staff, notified and mailed, and the one the phone-call
 * ticket goes to (the lab's contact person, else the first of the staff). Read once a batch, outside the
 * reports' transactions, which stay short: on PGlite nothing else runs while one is open.
 */
interface EscalationPeople {
  staff: Array<{ id: number; uuid: string; language: Locale; active: boolean }>;
  ticketRecipient: { id: number; uuid: string; language: Locale } | null;
}

async function escalationPeople(db: AppDb, config: AppContext['config']): Promise<EscalationPeople> {
  const staffIds = await ticketStaffIds(db);
  const staff = staffIds.length
    ? await db
        .select({ id: users.id, uuid: users.uuid, language: users.language, active: users.active })
        .from(users)
        .where(inArray(users.id, staffIds))
        .orderBy(asc(users.id))
    : [];
  const { contactPersonUuid } = await readLabSettings(db, config);
  const ticketRecipient = staff.find((member) => member.uuid === contactPersonUuid) ?? staff[0] ?? null;
  return { staff, ticketRecipient };
}

/** How many due reports one batch selects; each is escalated in a transaction of its own. */
export const ESCALATION_BATCH_SIZE = 25;

export interface EscalationRun {
  escalated: number;
  batches: number;
}

/**
 * Escalates what is due at `context.now()`, in batches of ESCALATION_BATCH_SIZE (issue 26): the
 * server answers requests between any two reports, and a run stopped by `signal` (a shutdown)
 * leaves the rest to the next one. Each report is escalated exactly once, also when runs meet
 * (another instance, the dev clock route): its row is locked and checked again in its transaction.
 */
export async function escalateCriticalReports(
  context: EscalationContext,
  signal?: AbortSignal,
): Promise<EscalationRun> {
  const now = context.now();
  const due = new Date(now.getTime() - escalationMinutes(context) * 60_000);
  let after = 0;
  let escalated = 0;
  const { batches } = await runInBatches(
    ESCALATION_BATCH_SIZE,
    async () => {
      const batch = await dueReportIds(context.db, due, after);
      if (batch.length === 0) return 0;
      const people = await escalationPeople(context.db, context.config);
      const mails: Array<CriticalMails | TicketMails> = [];
      try {
        for (const id of batch) {
          after = id;
          if (await escalateReport(context, people, id, now, mails)) escalated += 1;
          await yieldToEventLoop();
        }
      } finally {
        // After the commits, for the whole batch: a slow relay never holds up the next escalation.
        for (const pending of mails) await pending.send(context);
      }
      return batch.length;
    },
    signal,
  );
  return { escalated, batches };
}

/** The next due reports after `afterId`: critical, unacknowledged, not escalated, arrived by `due`. */
async function dueReportIds(db: AppDb, due: Date, afterId: number): Promise<number[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.critical, true),
        isNull(reports.criticalAcknowledgedAt),
        isNull(reports.criticalEscalatedAt),
        lte(reports.updatedAt, due),
        gt(reports.id, afterId),
      ),
    )
    .orderBy(asc(reports.id))
    .limit(ESCALATION_BATCH_SIZE);
  return rows.map((row) => row.id);
}

/**
 * Escalates one report in one transaction: marked, audited, the staff notified, the phone-call
 * ticket opened. Its mails join `mails` once it committed. False when it needs no escalation (any
 * more).
 */
async function escalateReport(
  context: EscalationContext,
  { staff, ticketRecipient: recipient }: EscalationPeople,
  id: number,
  now: Date,
  mails: Array<CriticalMails | TicketMails>,
): Promise<boolean> {
  const minutes = escalationMinutes(context);
  const criticalMails = new CriticalMails();
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

    for (const member of staff.filter((person) => person.active)) {
      await notifyUser(tx, emit, member, {
        type: NotificationType.reportEscalated,
        params: { befundId: row.befundId },
        links: { report: { id: row.id } },
        now,
      });
      criticalMails.add(member.id, row.befundId, 'escalated');
    }

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
          subject: translate(recipient.language, 'critical.escalationTicketSubject', params),
          content: translate(recipient.language, 'critical.escalationTicketContent', params),
          category: TICKET_CATEGORY_REPORT_ID,
          priority: TicketPriorityId.high,
        },
        now,
      );
    }
    return true;
  });
  if (result) mails.push(criticalMails, ticketMails);
  return result;
}
