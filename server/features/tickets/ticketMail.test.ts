/**
 * The 'ticket mail' (spec §7 notifications): the recipient of a new or forwarded ticket gets a real
 * mail through the mail layer, here a real smtp-server, in their language, with a link to the
 * ticket in the portal and without its subject or text (either may name a patient).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { TICKET_CATEGORY_REPORT_ID, TICKET_DEFAULT_PRIORITY_ID } from '../../../src/contract/constants';
import { TicketStatusId } from '../../../src/contract/tickets';
import { mailIntents, tickets, users } from '../../platform/db/schema';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { signIn, type TestAgent } from '../../testing/session';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtpInbox';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { openTicket, uuidOf } from '../../testing/tickets';
import { ticketMailKind } from './ticketNotices';
import { peopleByIds } from './ticketPeople';
import { insertTicket } from './ticketService';

const SUBJECT = 'Rückfrage zu Patientin Erika Mustermann';
const CONTENT = 'Der Ferritinwert von Frau Mustermann wirkt unplausibel.';

describe.each(testDatabases())('ticket mail on $kind', (testDatabase) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let weber: TestAgent;
  let labor: TestAgent;
  const uuids = {} as Record<'dr.weber' | 'dr.klein' | 'labor' | 'admin', string>;
  const emailOf = async (username: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
    if (!user) throw new Error(`no user ${username}`);
    return user.email;
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(testDatabase, { config: { smtpUrl: inbox.url } });
    weber = await signIn(t, 'dr.weber');
    labor = await signIn(t, 'labor');
    for (const name of ['dr.weber', 'labor', 'admin'] as const)
      uuids[name] = await uuidOf(t.database.db, name);
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });
  beforeEach(() => t.clock.advance(1_000));

  it('mails the recipient of a new ticket a link to it, without subject or text', async () => {
    const to = await emailOf('labor');
    const ticket = await openTicket(weber, uuids['labor'], { subject: SUBJECT, content: CONTENT });
    const mail = await inbox.waitFor(to);
    expect(mail.subject).toBe('Neues Ticket – Kundencenter');
    expect(mail.text).toContain('Sie haben ein neues Ticket erhalten.');
    expect(mail.text).toContain(`${t.config.appUrl}/#/backend/tickets/show/${ticket.uuid}`);
    for (const secret of ['Mustermann', 'Ferritin', 'Rückfrage zu Patientin']) {
      expect(mail.raw).not.toContain(secret);
      expect(mail.text).not.toContain(secret);
    }
  });

  it('mails the new recipient of a forwarded ticket in their language', async () => {
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.username, 'admin'));
    const to = await emailOf('admin');
    const ticket = await openTicket(weber, uuids['labor'], { subject: SUBJECT, content: CONTENT });
    await inbox.waitFor(await emailOf('labor'));
    const forwarded = await labor.put(`/api/tickets/${ticket.uuid}`, { recipient: uuids['admin'] });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    const mail = await inbox.waitFor(to);
    expect(mail.subject).toBe('New ticket – Kundencenter');
    expect(mail.text).toContain('A ticket was forwarded to you.');
    expect(mail.text).toContain(`/#/backend/tickets/show/${ticket.uuid}`);
    expect(mail.raw).not.toContain('Mustermann');
  });

  it('asks for the mail in the write that opens the ticket: made once it commits, no intent if it rolls back', async () => {
    const db = t.database.db;
    const ticketIntents = () =>
      db.select({ id: mailIntents.id }).from(mailIntents).where(eq(mailIntents.kind, ticketMailKind.name));
    await t.app.mailIntents.composeDue();
    expect(await ticketIntents()).toHaveLength(0);

    // The mail is made after the write (MAIL_COMPOSE_DELAY_MS, or at once here); whether the
    // request answered first is shown with a held mailer in passwords.test.ts and mailIntents.test.ts.
    const to = await emailOf('labor');
    const ticket = await openTicket(weber, uuids['labor']);
    await t.app.mailIntents.composeDue();
    expect(await ticketIntents()).toHaveLength(0);
    const mail = await inbox.waitFor(to);
    expect(mail.text).toContain(`/#/backend/tickets/show/${ticket.uuid}`);

    // A write that fails after asking for the mail leaves neither the ticket nor its intent.
    const [author] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'dr.weber'));
    const [recipient] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'labor'));
    const people = await peopleByIds(db, [author?.id ?? null, recipient?.id ?? null]);
    const authorRow = people.get(author?.id ?? -1);
    const recipientRow = people.get(recipient?.id ?? -1);
    if (!authorRow || !recipientRow) throw new Error('no dr.weber or labor');
    const uuid = randomUUID();
    await expect(
      writeWithChanges(db, async (tx, emit) => {
        await insertTicket(
          tx,
          emit,
          t.app.mailIntents,
          authorRow,
          recipientRow,
          {
            uuid,
            subject: 'Wird zurückgerollt',
            content: 'Dieses Ticket entsteht nie.',
            categoryId: TICKET_CATEGORY_REPORT_ID,
            subCategory: 'Allgemein',
            priorityId: TICKET_DEFAULT_PRIORITY_ID,
            statusId: TicketStatusId.open,
          },
          t.clock.now(),
        );
        expect(
          await tx
            .select({ id: mailIntents.id })
            .from(mailIntents)
            .where(eq(mailIntents.kind, ticketMailKind.name)),
        ).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.mailIntents.composeDue();
    expect(await ticketIntents()).toHaveLength(0);
    expect(await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.uuid, uuid))).toHaveLength(0);
  });
});
