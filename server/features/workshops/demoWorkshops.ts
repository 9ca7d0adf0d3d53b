/**
 * Demo workshops (issue 15), upcoming relative to the seed's clock: a full one (two places, taken
 * by dr.klein and dr.neu, so dr.weber lands on the waiting list), an online one, one on site with
 * a PDF programme attached (when the seed has an attachment store), and a larger one with room.
 * Written through the services the routes use, so the demo has the shape of real data.
 */
import { eq, inArray } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { workshopInputSchema, type WorkshopInput } from '../../../src/contract/workshops';
import type { AppDb } from '../../platform/db/database';
import { users, workshops } from '../../platform/db/schema';
import {
  discardAttachments,
  storeAttachments,
  type StoredAttachment,
} from '../../platform/files/attachmentUpload';
import type { AttachmentStore } from '../../platform/files/attachmentStore';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { bookWorkshop } from './workshopBooking';
import { createWorkshop } from './workshopService';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A date `days` ahead at `hour` o'clock UTC. */
const at = (now: Date, days: number, hour: number) => {
  const day = new Date(now.getTime() + days * DAY_MS);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
};
const event = (
  now: Date,
  days: number,
  hour: number,
  hours: number,
  where: { place?: string; url?: string },
) => ({
  starts_at: at(now, days, hour).toISOString(),
  ends_at: new Date(at(now, days, hour).getTime() + hours * HOUR_MS).toISOString(),
  place: where.place ?? null,
  online_url: where.url ?? null,
});

export const DEMO_FULL_WORKSHOP_TITLE = 'Präanalytik kompakt';

function demoWorkshops(now: Date): (WorkshopInput & { bookedBy?: string[]; programme?: boolean })[] {
  return [
    {
      title: DEMO_FULL_WORKSHOP_TITLE,
      description:
        'Probenentnahme, Lagerung und Versand: die häufigsten Fehlerquellen vor der Analyse und wie Ihre Praxis sie vermeidet.',
      max_participants: 2,
      topics: ['Präanalytik'],
      events: [event(now, 10, 14, 3, { place: 'Labor, Seminarraum 1' })],
      bookedBy: ['dr.klein', 'dr.neu'],
    },
    {
      title: 'Befunde im Kundencenter (online)',
      description:
        'Eine Stunde Rundgang durch das Kundencenter: Befunde, Nachfragen, Tickets und die Offline-Nutzung.',
      max_participants: 20,
      topics: ['Kundencenter'],
      events: [event(now, 5, 16, 1, { url: 'https://meet.example.org/kundencenter-schulung' })],
    },
    {
      title: 'Mikronährstoffdiagnostik in der Praxis',
      description:
        'Zwei Nachmittage zu Indikation, Anforderung und Interpretation des Mikronährstoff-Panels. Das Programm finden Sie im Anhang.',
      max_participants: 12,
      topics: ['Mikronährstoffe', 'Befundinterpretation'],
      events: [
        event(now, 21, 13, 4, { place: 'Labor, Seminarraum 2' }),
        event(now, 28, 13, 4, { place: 'Labor, Seminarraum 2' }),
      ],
      programme: true,
    },
  ];
}

async function programmePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  [
    'Programm: Mikronährstoffdiagnostik in der Praxis',
    'Tag 1: Indikation und Anforderung',
    'Tag 2: Interpretation',
  ].forEach((line, index) => page.drawText(line, { x: 56, y: 760 - index * 22, size: 14, font }));
  return pdf.save();
}

export async function seedDemoWorkshops(
  db: AppDb,
  { attachments, now }: { attachments?: AttachmentStore; now: Date },
): Promise<void> {
  const people = await db
    .select({ id: users.id, uuid: users.uuid, username: users.username })
    .from(users)
    .where(inArray(users.username, ['labor', 'dr.klein', 'dr.neu']));
  const byName = new Map(people.map((person) => [person.username, person]));
  const labor = byName.get('labor');
  if (!labor) return;
  const programme: StoredAttachment[] = attachments
    ? await storeAttachments(attachments, [
        {
          file: {
            field: 'files',
            filename: 'Programm Mikronährstoffe.pdf',
            bytes: Buffer.from(await programmePdf()),
            truncated: false,
          },
          mime: 'application/pdf',
        },
      ])
    : [];
  try {
    await writeWithChanges(db, async (tx, emit) => {
      for (const { bookedBy = [], programme: withProgramme, ...input } of demoWorkshops(now)) {
        const workshop = await createWorkshop(
          tx,
          emit,
          labor,
          workshopInputSchema.parse(input),
          withProgramme ? programme : [],
          now,
        );
        for (const username of bookedBy) {
          const person = byName.get(username);
          if (!person) continue;
          await bookWorkshop(tx, emit, { ...person, permissions: [] }, { workshop_id: workshop.id }, now);
        }
      }
    });
  } catch (error) {
    if (attachments) await discardAttachments(attachments, programme);
    throw error;
  }
}

/** For tests: the id of a demo workshop by its title. */
export async function demoWorkshopId(db: AppDb, title: string): Promise<number> {
  const [row] = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.title, title));
  if (!row) throw new Error(`no demo workshop ${title}`);
  return row.id;
}
