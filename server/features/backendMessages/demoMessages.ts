/**
 * Demo system messages (issue 13): one current message for everyone, with a small PDF flyer
 * attached, and one for the doctors (role Arzt). Both are shown until acknowledged or until their
 * show-until date, some weeks ahead. Seeded once, with the demo laboratory; written through the
 * service the routes use, so the demo has the shape of real data (change rows, files encrypted).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { RoleName } from '../../../src/contract/permissions';
import { backendMessageInputSchema } from '../../../src/contract/backendMessages';
import { createMessage } from './backendMessageService';
import type { AppDb } from '../../platform/db/database';
import { discardAttachments, storeAttachments } from '../../platform/files/attachmentUpload';
import type { AttachmentStore } from '../../platform/files/attachmentStore';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { roleIdsByName } from '../../platform/auth/roleIds';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema';

const DAY_MS = 86_400_000;

async function flyerPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Neue Abholzeiten ab dem 1. des Monats',
    'Der Kurierdienst holt Proben montags bis freitags',
    'zwischen 15 und 18 Uhr ab.',
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 760 - index * 22, size: 14, font }));
  return pdf.save();
}

export async function seedDemoMessages(
  db: AppDb,
  { attachments, now }: { attachments: AttachmentStore; now: Date },
): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  if (!admin) return;
  const doctorRole = (await roleIdsByName(db)).get(RoleName.doctor) ?? null;
  const author = { id: admin.id, uuid: admin.uuid, permissions: [] as string[] };
  const bytes = Buffer.from(await flyerPdf());
  const stored = await storeAttachments(attachments, [
    {
      file: { field: 'files', filename: 'Abholzeiten.pdf', bytes, truncated: false },
      mime: 'application/pdf',
    },
  ]);
  try {
    await writeWithChanges(db, async (tx, emit) => {
      const inFourWeeks = new Date(now.getTime() + 28 * DAY_MS).toISOString();
      await createMessage(
        tx,
        emit,
        author,
        backendMessageInputSchema.parse({
          title: 'Neue Abholzeiten des Kurierdienstes',
          text: 'Ab dem kommenden Monat holt unser Kurierdienst die Proben zwischen 15 und 18 Uhr ab. Die Einzelheiten finden Sie im Anhang.',
          recipient_role_id: null,
          show_until: inFourWeeks,
          hidden: false,
        }),
        stored,
        now,
      );
      await createMessage(
        tx,
        emit,
        author,
        backendMessageInputSchema.parse({
          title: 'Neues Testpanel: Mikronährstoffe',
          text: 'Für Ihre Praxis steht ab sofort das erweiterte Mikronährstoff-Panel zur Verfügung. Anforderungsscheine erhalten Sie über Ihre Ansprechperson im Labor.',
          recipient_role_id: doctorRole,
          show_until: inFourWeeks,
          hidden: false,
        }),
        [],
        now,
      );
    });
  } catch (error) {
    await discardAttachments(attachments, stored);
    throw error;
  }
}
