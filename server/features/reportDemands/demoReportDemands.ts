/**
 * Demo report demands and interpretation requests, on the demo reports already in `reports` for
 * dr.weber and dr.klein (none: nothing to do). Every state the screens know appears once:
 * demands active with an unread answer, active and read, archived by the doctor, turned into a
 * ticket, and one whose report was deleted (report_id null, the snapshot kept); interpretations
 * pending, read, done and cancelled. Conversations are written through the services the routes
 * use where one exists, so the demo has the same shape as real data (ticket, notifications).
 *
 * Runs inside the caller's seeding transaction; with `emit` its change rows go with it, without
 * it the mirrors learn of the rows at their first bootstrap (the demo is seeded before anyone
 * syncs). It seeds once: a database that already has demands is left alone.
 */
import { count, desc, eq, inArray } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import type { ReportDemandSubject } from '../../../src/contract/reportDemands';
import type { AppTx } from '../../platform/db/database';
import {
  reportDemandMessages,
  reportDemandReads,
  reportDemands,
  reportInterpretations,
  reports,
  users,
  type ReportRow,
} from '../../platform/db/schema';
import { SyncEntity } from '../../../src/contract/sync';
import { usersHoldingPermission } from '../../platform/auth/permissionHolders';
import { contactPersonFor } from './demandParticipants';
import { createTicketFromDemand } from './demandToTicket';
import { emitDemand } from './reportDemandService';
import { interpretationScopes } from '../reportInterpretations';
import type { Emit } from '../../platform/sync/writeWithChanges';

const HOUR_MS = 3_600_000;

const silent: Emit = Object.assign(() => undefined, {
  del: () => undefined,
  quiet: () => undefined,
  event: () => undefined,
});

export interface DemoDemandsResult {
  demands: number;
  interpretations: number;
}

interface Conversation {
  report: ReportRow | null;
  subject: ReportDemandSubject;
  /** Messages alternate doctor, contact person, doctor, ...; hours before now. */
  messages: readonly { text: string; hoursAgo: number }[];
  /** Hours before now the doctor last read it (null: never since the first message). */
  doctorReadHoursAgo: number | null;
  archivedHoursAgo?: number;
}

const DELETED_REPORT_SNAPSHOT = {
  befundId: '24-0815-X',
  patientData: { nachname: 'Beispiel', vorname: 'Jonas', geburtsdatum: '1984-03-12' },
};

export async function seedDemoDemandsAndInterpretations(
  tx: AppTx,
  { now, emit = silent }: { now: Date; emit?: Emit },
): Promise<DemoDemandsResult> {
  const none = { demands: 0, interpretations: 0 };
  const [existing] = await tx.select({ n: count() }).from(reportDemands);
  if (existing && existing.n > 0) return none;
  const doctors = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['dr.weber', 'dr.klein']));
  const rows = await tx
    .select()
    .from(reports)
    .where(
      inArray(
        reports.userId,
        doctors.map((doctor) => doctor.id),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id));
  if (rows.length === 0) return none;
  const [staff] = await usersHoldingPermission(tx, Permission.uploadReports);
  if (!staff) return none;

  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const weberId = doctors.find((doctor) => doctor.username === 'dr.weber')?.id;
  const weberReports = rows.filter((row) => row.userId === weberId);
  const kleinReports = rows.filter((row) => row.userId !== weberId);
  // Either doctor's reports stand in for the other's when one has none.
  const pick = (preferred: ReportRow[], index: number): ReportRow => {
    const pool = preferred.length > 0 ? preferred : rows;
    return pool[index % pool.length] as ReportRow;
  };

  const conversations: Conversation[] = [
    {
      report: pick(weberReports, 0),
      subject: 'general',
      messages: [
        {
          text: 'Der Vitamin-D-Wert ist auffällig niedrig. Empfehlen Sie eine Kontrolle in acht Wochen?',
          hoursAgo: 30,
        },
        { text: 'Ja, eine Kontrolle nach acht bis zwölf Wochen Substitution ist sinnvoll.', hoursAgo: 3 },
      ],
      doctorReadHoursAgo: 30,
    },
    {
      report: pick(weberReports, 1),
      subject: 'invoice',
      messages: [
        {
          text: 'Bitte senden Sie die Rechnung zu diesem Auftrag an die Praxis, nicht an den Patienten.',
          hoursAgo: 50,
        },
        { text: 'Wir haben die Rechnungsadresse geändert und die Rechnung neu erstellt.', hoursAgo: 26 },
      ],
      doctorReadHoursAgo: 20,
    },
    {
      report: pick(weberReports, 2),
      subject: 'general',
      messages: [
        { text: 'Ist die Probe für eine Nachforderung des Zinkwerts noch vorhanden?', hoursAgo: 8 * 24 },
        {
          text: 'Ja, die Probe ist noch sieben Tage gelagert; wir haben Zink nachbestimmt.',
          hoursAgo: 7 * 24,
        },
        { text: 'Vielen Dank, der Wert ist angekommen.', hoursAgo: 6 * 24 },
      ],
      doctorReadHoursAgo: 6 * 24,
      archivedHoursAgo: 6 * 24,
    },
    {
      report: null,
      subject: 'general',
      messages: [
        { text: 'Bitte prüfen Sie die Zuordnung dieses Befunds zu meiner Praxis.', hoursAgo: 12 * 24 },
      ],
      doctorReadHoursAgo: 12 * 24,
    },
    {
      report: pick(kleinReports, 0),
      subject: 'general',
      messages: [
        { text: 'Können Sie den Referenzbereich für das Cortisol-Tagesprofil erläutern?', hoursAgo: 5 },
      ],
      doctorReadHoursAgo: 5,
    },
  ];

  const made: number[] = [];
  for (const conversation of conversations) {
    const report = conversation.report;
    const doctorId = report?.userId ?? weberId ?? (rows[0] as ReportRow).userId;
    const contactPersonId = await contactPersonFor(tx, report?.uploadedBy ?? null);
    const startedAt = ago(conversation.messages[0]?.hoursAgo ?? 1);
    const [demand] = await tx
      .insert(reportDemands)
      .values({
        reportId: report?.id ?? null,
        befundId: report?.befundId ?? DELETED_REPORT_SNAPSHOT.befundId,
        patientData: report?.patientData ?? DELETED_REPORT_SNAPSHOT.patientData,
        doctorId,
        contactPersonId,
        subject: conversation.subject,
        archivedAt: conversation.archivedHoursAgo === undefined ? null : ago(conversation.archivedHoursAgo),
        archivedBy: conversation.archivedHoursAgo === undefined ? null : doctorId,
        createdAt: startedAt,
        updatedAt: ago(conversation.messages.at(-1)?.hoursAgo ?? 1),
      })
      .returning();
    if (!demand) continue;
    await tx.insert(reportDemandMessages).values(
      conversation.messages.map(({ text, hoursAgo }, index) => ({
        demandId: demand.id,
        authorId: index % 2 === 0 ? doctorId : (contactPersonId ?? staff.id),
        message: text,
        createdAt: ago(hoursAgo),
        updatedAt: ago(hoursAgo),
      })),
    );
    const reads = [
      { demandId: demand.id, userId: doctorId, readAt: ago(conversation.doctorReadHoursAgo ?? 0) },
    ];
    const answered = conversation.messages[1];
    if (contactPersonId && answered)
      reads.push({ demandId: demand.id, userId: contactPersonId, readAt: ago(answered.hoursAgo) });
    await tx.insert(reportDemandReads).values(reads);
    made.push(demand.id);
  }

  // A fifth state: staff turned a question into a ticket (archiving it).
  const ticketReport = pick(weberReports, 3);
  const ticketed = await tx
    .insert(reportDemands)
    .values({
      reportId: ticketReport.id,
      befundId: ticketReport.befundId,
      patientData: ticketReport.patientData,
      doctorId: ticketReport.userId,
      contactPersonId: await contactPersonFor(tx, ticketReport.uploadedBy),
      subject: 'invoice',
      createdAt: ago(4 * 24),
      updatedAt: ago(4 * 24),
    })
    .returning();
  const ticketDemand = ticketed[0];
  if (ticketDemand) {
    await tx.insert(reportDemandMessages).values({
      demandId: ticketDemand.id,
      authorId: ticketDemand.doctorId,
      message: 'Die Rechnung enthält eine Leistung, die wir nicht angefordert haben. Bitte prüfen.',
      createdAt: ago(4 * 24),
      updatedAt: ago(4 * 24),
    });
    await createTicketFromDemand(
      tx,
      emit,
      { queue: async () => undefined }, // the demo mails nobody
      { id: staff.id, uuid: staff.uuid, permissions: [Permission.uploadReports] },
      ticketDemand.id,
      ago(3 * 24),
    );
    made.push(ticketDemand.id);
  }
  await emitDemands(tx, emit, made);

  const interpretations = await seedInterpretations(tx, emit, {
    reports: [pick(weberReports, 0), pick(kleinReports, 0), pick(weberReports, 1), pick(kleinReports, 1)],
    ago,
  });
  return { demands: made.length, interpretations };
}

async function emitDemands(tx: AppTx, emit: Emit, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  for (const demand of await tx.select().from(reportDemands).where(inArray(reportDemands.id, ids))) {
    await emitDemand(tx, emit, demand);
  }
}

/** One request in each state of spec §4: pending, read, done, cancelled. */
async function seedInterpretations(
  tx: AppTx,
  emit: Emit,
  {
    reports: [pendingOn, readOn, doneOn, cancelledOn],
    ago,
  }: { reports: ReportRow[]; ago: (hours: number) => Date },
): Promise<number> {
  const day = (days: number, hour: number) => {
    const date = ago(-days * 24);
    date.setUTCHours(hour, 0, 0, 0);
    return date.toISOString();
  };
  const states = [
    { report: pendingOn, hoursAgo: 2, note: 'Gern telefonisch am Vormittag.', dates: [day(3, 8), day(4, 8)] },
    { report: readOn, hoursAgo: 26, note: null, dates: [day(5, 13)], readAt: ago(20) },
    {
      report: doneOn,
      hoursAgo: 10 * 24,
      note: 'Bitte mit Blick auf die Schilddrüsenwerte.',
      dates: [day(-7, 9)],
      readAt: ago(9 * 24),
      doneAt: ago(7 * 24),
    },
    {
      report: cancelledOn,
      hoursAgo: 14 * 24,
      note: null,
      dates: [day(-10, 15), day(-9, 15)],
      readAt: ago(13 * 24),
      cancelledAt: ago(12 * 24),
    },
  ];
  let made = 0;
  for (const { report, hoursAgo, note, dates, ...marks } of states) {
    if (!report) continue;
    const [row] = await tx
      .insert(reportInterpretations)
      .values({
        reportId: report.id,
        befundId: report.befundId,
        doctorId: report.userId,
        preferredDates: dates,
        note,
        readAt: null,
        doneAt: null,
        cancelledAt: null,
        ...marks,
        createdAt: ago(hoursAgo),
        updatedAt: ago(hoursAgo),
      })
      .returning();
    if (!row) continue;
    const [doctor] = await tx.select({ uuid: users.uuid }).from(users).where(eq(users.id, row.doctorId));
    if (doctor) emit(SyncEntity.reportInterpretation, row.uuid, interpretationScopes(doctor.uuid));
    made++;
  }
  return made;
}
