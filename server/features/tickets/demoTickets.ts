/**
 * Demo tickets between the doctors dr.weber and dr.klein and the laboratory (labor, admin), one
 * in every state the screens know: open and unread by the lab, in progress after an accept, needing
 * the doctor's reply, closed with a reason, written by the lab to a doctor, and forwarded from one
 * employee to another. (The ticket made from a report demand is demoReportDemands.ts's.) Subjects
 * and texts name no patient. Threads are written as the services write them: an action leaves its
 * record (accepted, forwarded, closed), and whoever wrote last has read the ticket.
 *
 * Runs inside the caller's seeding transaction, once: a database with tickets other than the one
 * from a demand is left alone. No notifications: the demo starts with a quiet bell for tickets.
 */
import { count, inArray, isNull } from 'drizzle-orm';
import type { TicketAnswerKind } from '../../../src/contract/tickets';
import { TicketStatusId } from '../../../src/contract/tickets';
import type { AppTx } from '../../platform/db/database';
import { ticketAnswers, ticketCategories, tickets, users } from '../../platform/db/schema';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { announceTicket } from './ticketNotices';
import { markRead } from './ticketService';
import { TicketCategoryId, TicketPriorityId } from '../lookups';

const HOUR_MS = 3_600_000;

type Person = 'dr.weber' | 'dr.klein' | 'labor' | 'admin';

interface DemoTicket {
  from: Person;
  to: Person;
  subject: string;
  content: string;
  categoryId: number;
  subCategory?: 'Allgemein' | 'Rechnung';
  priorityId: number;
  statusId: number;
  hoursAgo: number;
  closingReason?: string;
  /** The thread, oldest first; the recipient at the end is `to` unless a forward says otherwise. */
  thread: readonly {
    by: Person;
    kind: TicketAnswerKind;
    content?: string;
    forwardedTo?: Person;
    hoursAgo: number;
  }[];
  /** Who has read the ticket as it is now (besides whoever wrote last). */
  readBy?: readonly Person[];
}

const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    from: 'dr.weber',
    to: 'labor',
    subject: 'Versandmaterial für Stuhlproben',
    content: 'Bitte senden Sie uns 20 Versandsets für Stuhlproben an die Praxis am Rathenauplatz.',
    categoryId: TicketCategoryId.general,
    priorityId: TicketPriorityId.medium,
    statusId: TicketStatusId.open,
    hoursAgo: 5,
    thread: [],
  },
  {
    from: 'dr.klein',
    to: 'labor',
    subject: 'Zugang für unsere Praxismitarbeiterin',
    content: 'Unsere neue MFA braucht einen eigenen Zugang zum Kundencenter. Wie gehen wir vor?',
    categoryId: TicketCategoryId.technical,
    priorityId: TicketPriorityId.low,
    statusId: TicketStatusId.inProgress,
    hoursAgo: 30,
    thread: [
      { by: 'labor', kind: 'accepted', hoursAgo: 28 },
      {
        by: 'labor',
        kind: 'answer',
        content: 'Wir richten den Zugang ein und melden uns mit den Einladungsdaten.',
        hoursAgo: 27,
      },
    ],
    readBy: ['dr.klein'],
  },
  {
    from: 'dr.weber',
    to: 'admin',
    subject: 'Rechnung für den Monat Oktober',
    content: 'Auf der Oktober-Rechnung ist eine Untersuchung doppelt aufgeführt.',
    categoryId: TicketCategoryId.report,
    subCategory: 'Rechnung',
    priorityId: TicketPriorityId.medium,
    statusId: TicketStatusId.reply,
    hoursAgo: 50,
    thread: [
      {
        by: 'admin',
        kind: 'answer',
        content: 'Bitte nennen Sie uns die Rechnungsnummer, dann prüfen wir es sofort.',
        hoursAgo: 20,
      },
    ],
  },
  {
    from: 'dr.klein',
    to: 'labor',
    subject: 'Abholung durch den Kurier',
    content: 'Der Kurier kam gestern nicht. Bitte prüfen Sie die Abholzeiten für unsere Praxis.',
    categoryId: TicketCategoryId.general,
    priorityId: TicketPriorityId.high,
    statusId: TicketStatusId.closed,
    closingReason: 'Abholzeit auf 16 Uhr geändert, mit der Praxis abgestimmt.',
    hoursAgo: 96,
    thread: [
      { by: 'labor', kind: 'accepted', hoursAgo: 95 },
      { by: 'labor', kind: 'answer', content: 'Wir haben mit dem Kurierdienst gesprochen.', hoursAgo: 90 },
      { by: 'dr.klein', kind: 'answer', content: 'Danke, 16 Uhr passt uns gut.', hoursAgo: 80 },
      {
        by: 'labor',
        kind: 'closed',
        content: 'Abholzeit auf 16 Uhr geändert, mit der Praxis abgestimmt.',
        hoursAgo: 79,
      },
    ],
    readBy: ['dr.klein'],
  },
  {
    from: 'labor',
    to: 'dr.weber',
    subject: 'Probenröhrchen ohne Beschriftung',
    content: 'Zwei Röhrchen Ihrer Sendung von heute Morgen waren nicht beschriftet. Bitte rufen Sie uns an.',
    categoryId: TicketCategoryId.general,
    priorityId: TicketPriorityId.high,
    statusId: TicketStatusId.open,
    hoursAgo: 3,
    thread: [],
  },
  {
    from: 'dr.weber',
    to: 'labor',
    subject: 'Frage zur Abrechnung der Kassenleistungen',
    content: 'Welche Leistungen rechnen Sie direkt mit der Kasse ab und welche mit uns?',
    categoryId: TicketCategoryId.invoice,
    priorityId: TicketPriorityId.low,
    statusId: TicketStatusId.inProgress,
    hoursAgo: 72,
    thread: [
      { by: 'labor', kind: 'forwarded', forwardedTo: 'admin', hoursAgo: 70 },
      { by: 'admin', kind: 'accepted', hoursAgo: 69 },
    ],
    readBy: ['dr.weber'],
  },
];

export async function seedDemoTickets(tx: AppTx, { now, emit }: { now: Date; emit: Emit }): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(tickets).where(isNull(tickets.reportDemandId));
  if (existing && existing.n > 0) return 0;
  // The lookups are reference data, ensured before the demo at every start; a bare database
  // (some seed tests) has none, and gets no tickets.
  const [lookups] = await tx.select({ n: count() }).from(ticketCategories);
  if (!lookups || lookups.n === 0) return 0;
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['dr.weber', 'dr.klein', 'labor', 'admin']));
  const idOf = new Map(people.map((row) => [row.username, row.id]));
  const id = (person: Person) => {
    const found = idOf.get(person);
    if (found === undefined) throw new Error(`demo user ${person} is missing`);
    return found;
  };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

  for (const demo of DEMO_TICKETS) {
    const lastForward = [...demo.thread].reverse().find((entry) => entry.forwardedTo);
    const lastAccept = [...demo.thread].reverse().find((entry) => entry.kind === 'accepted');
    const recipient = lastAccept?.by ?? lastForward?.forwardedTo ?? demo.to;
    const last = demo.thread.at(-1);
    const updatedAt = ago(last?.hoursAgo ?? demo.hoursAgo);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        subject: demo.subject,
        content: demo.content,
        categoryId: demo.categoryId,
        subCategory: demo.subCategory ?? (demo.categoryId === TicketCategoryId.report ? 'Allgemein' : null),
        priorityId: demo.priorityId,
        statusId: demo.statusId,
        recipientId: id(recipient),
        createdBy: id(demo.from),
        lastEditedBy: last ? id(last.by) : null,
        closingReason: demo.closingReason ?? null,
        closedAt: demo.statusId === TicketStatusId.closed ? updatedAt : null,
        createdAt: ago(demo.hoursAgo),
        updatedAt,
      })
      .returning();
    if (!ticket) throw new Error('demo ticket not stored');
    for (const entry of demo.thread) {
      await tx.insert(ticketAnswers).values({
        ticketId: ticket.id,
        authorId: id(entry.by),
        kind: entry.kind,
        content: entry.content ?? '',
        forwardedToId: entry.forwardedTo ? id(entry.forwardedTo) : null,
        createdAt: ago(entry.hoursAgo),
        updatedAt: ago(entry.hoursAgo),
      });
    }
    await markRead(tx, ticket.id, id(demo.from), ago(demo.hoursAgo));
    for (const reader of [...(demo.readBy ?? []), ...(last ? [last.by] : [])]) {
      await markRead(tx, ticket.id, id(reader), updatedAt);
    }
    await announceTicket(tx, emit, ticket);
  }
  return DEMO_TICKETS.length;
}
