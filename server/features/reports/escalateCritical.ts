/**
 * Escalation of critical reports nobody acknowledged in time (issue 17). For each critical report
 * whose current version arrived `minutes` ago or earlier, unacknowledged and not escalated yet, in
 * one transaction: mark it escalated, write the audit entry, notify every member of the lab's
 * staff (ticket staff), and open a ticket of priority 'Kritisch' to phone the practice through
 * the ticket service, addressed to the lab's contact person (settings) or else the first staff
 * member, in that member's language. The staff's mails are asked for in that transaction
 * (criticalMails.ts) and made after it commits.
 *
 * Issue 26 (no job blocks a request > 100 ms): on PGlite nothing else runs while a transaction is
 * open, so each report's transaction holds only its own writes: what is the same for the whole
 * batch (the staff, the ticket's recipient and checked fields, the doctors and uploaders) is read
 * once a batch, outside the transactions; the staff's notifications are one statement; the
 * mark is a conditional UPDATE (no separate locking read); and the mails are intents in those
 * transactions, made after the commits (platform/mail/mailIntents.ts).
 */
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import {
  CRITICAL_ESCALATION_MINUTES_DEFAULT,
  TICKET_CATEGORY_REPORT_ID,
} from '../../../src/contract/constants';
import { NotificationType } from '../../../src/contract/activities';
import { SyncEntity } from '../../../src/contract/sync';
import { TicketStatusId } from '../../../src/contract/tickets';
import type { AppContext } from '../../platform/appContext';
import type { AppDb, AppTx } from '../../platform/db/database';
import { runInBatches, yieldToEventLoop } from '../../platform/jobs/batches';
import { reports, type TicketRow } from '../../platform/db/schema';
import { translate } from '../../platform/i18n/translate';
import { notifyUsers } from '../activities';
import { recordReportAudit } from './reportAudit';
import { reportScopes } from './reportAccess';
import { TicketPriorityId } from '../lookups';
import { readLabSettings } from '../../platform/labSettings/labSettings';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import {
  checkLookups,
  displayName,
  insertTicket,
  peopleByIds,
  ticketStaffIds,
  type TicketPersonRow,
} from '../tickets';
import { queueCriticalMail } from './criticalMails';

export const escalationMinutes = (context: Pick<AppContext, 'config'>): number =>
  context.config.criticalEscalationMinutes ?? CRITICAL_ESCALATION_MINUTES_DEFAULT;

type EscalationContext = Pick<AppContext, 'db' | 'now' | 'config' | 'mail'>;

/** A due report as the batch selects it: whose it is and who uploaded it. */
interface DueReport {
  id: number;
  userId: number;
  uploadedBy: number | null;
}

/**
 * What a batch's escalations share, read once a batch outside the reports' transactions (which
 * stay short: on PGlite nothing else runs while one is open): the active ticket staff, notified
 * and mailed; the phone-call ticket's recipient (the lab's contact person, else the first of the
 * staff) and its checked sub category; and the doctors and uploaders of the batch's reports.
 */
interface EscalationBatch {
  staff: TicketPersonRow[];
  ticket: { recipient: TicketPersonRow; subCategory: TicketRow['subCategory'] } | null;
  people: Map<number, TicketPersonRow>;
}

async function escalationBatch(
  db: AppDb,
  config: AppContext['config'],
  due: readonly DueReport[],
): Promise<EscalationBatch> {
  const staffIds = await ticketStaffIds(db);
  const people = await peopleByIds(db, [
    ...staffIds,
    ...due.flatMap((report) => [report.userId, report.uploadedBy]),
  ]);
  const staff = staffIds
    .map((id) => people.get(id))
    .filter((member): member is TicketPersonRow => member?.active === true)
    .sort((a, b) => a.id - b.id);
  const { contactPersonUuid } = await readLabSettings(db, config);
  const recipient = staff.find((member) => member.uuid === contactPersonUuid) ?? staff[0];
  if (!recipient) return { staff, ticket: null, people };
  const subCategory = await checkLookups(db, {
    categoryId: TICKET_CATEGORY_REPORT_ID,
    subCategory: undefined,
    priorityId: TicketPriorityId.high,
  });
  return { staff, ticket: { recipient, subCategory: subCategory as TicketRow['subCategory'] }, people };
}

/** The person of `id` as the batch read them, else (the report changed since) read in `tx`. */
async function personOf(
  tx: AppTx,
  batch: EscalationBatch,
  id: number | null,
): Promise<TicketPersonRow | null> {
  if (id === null) return null;
  const known = batch.people.get(id);
  if (known) return known;
  const read = (await peopleByIds(tx, [id])).get(id) ?? null;
  if (read) batch.people.set(id, read);
  return read;
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
 * (another instance, the dev clock route): its UPDATE marks it only while it is still due.
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
      const dueReports = await dueReportsAfter(context.db, due, after);
      if (dueReports.length === 0) return 0;
      const batch = await escalationBatch(context.db, context.config, dueReports);
      await yieldToEventLoop();
      for (const report of dueReports) {
        after = report.id;
        if (await escalateReport(context, batch, report.id, now)) escalated += 1;
        await yieldToEventLoop();
      }
      return dueReports.length;
    },
    signal,
  );
  return { escalated, batches };
}

/** Critical, neither acknowledged nor escalated. */
const stillDue = and(
  eq(reports.critical, true),
  isNull(reports.criticalAcknowledgedAt),
  isNull(reports.criticalEscalatedAt),
);

/** The next due reports after `afterId`: still due and arrived by `due`. */
async function dueReportsAfter(db: AppDb, due: Date, afterId: number): Promise<DueReport[]> {
  return db
    .select({ id: reports.id, userId: reports.userId, uploadedBy: reports.uploadedBy })
    .from(reports)
    .where(and(stillDue, lte(reports.updatedAt, due), gt(reports.id, afterId)))
    .orderBy(asc(reports.id))
    .limit(ESCALATION_BATCH_SIZE);
}

/**
 * Escalates one report in one transaction: marked, audited, the staff notified and their mails
 * asked for, the phone-call ticket opened (and its mail asked for). The mark is one UPDATE that
 * changes the row only while it is still due: a run that meets another waits for the row's lock
 * and then finds it escalated (PostgreSQL checks the condition again on the row it waited for), so
 * each report escalates once.
 * Answers whether it escalated the report: false when it needs no escalation (any more).
 */
async function escalateReport(
  context: EscalationContext,
  batch: EscalationBatch,
  id: number,
  now: Date,
): Promise<boolean> {
  const minutes = escalationMinutes(context);
  const { result } = await writeWithChanges(context.db, async (tx, emit) => {
    const [row] = await tx
      .update(reports)
      .set({ criticalEscalatedAt: now })
      .where(and(eq(reports.id, id), stillDue))
      .returning();
    // Acknowledged or escalated meanwhile: nothing to do.
    if (!row) return false;
    await recordReportAudit(tx, 'escalate', null, row, now);
    const doctor = await personOf(tx, batch, row.userId);
    if (!doctor) return false;
    emit(SyncEntity.report, row.id, reportScopes(doctor.uuid));

    await notifyUsers(tx, emit, batch.staff, {
      type: NotificationType.reportEscalated,
      params: { befundId: row.befundId },
      links: { report: { id: row.id } },
      now,
    });
    for (const member of batch.staff) {
      await queueCriticalMail(context.mail, tx, { userId: member.id, reportId: row.id, reason: 'escalated' });
    }

    const author = await personOf(tx, batch, row.uploadedBy ?? batch.ticket?.recipient.id ?? null);
    if (batch.ticket && author) {
      const { recipient, subCategory } = batch.ticket;
      const params = { befundId: row.befundId, doctor: displayName(doctor), minutes };
      await insertTicket(
        tx,
        emit,
        context.mail,
        author,
        recipient,
        {
          subject: translate(recipient.language, 'critical.escalationTicketSubject', params),
          content: translate(recipient.language, 'critical.escalationTicketContent', params),
          categoryId: TICKET_CATEGORY_REPORT_ID,
          subCategory,
          priorityId: TicketPriorityId.high,
          statusId: TicketStatusId.open,
        },
        now,
      );
    }
    return true;
  });
  return result;
}
