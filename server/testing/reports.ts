/**
 * Reports inserted straight into the table, for suites that need reports to exist (demands,
 * interpretations) without going through the upload: no PDF is stored, so they cannot be
 * downloaded. Patients are made up.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../platform/db/database';
import { reports, users, type ReportRow } from '../platform/db/schema';

export async function userIdOf(db: AppDb, username: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

export async function insertReport(
  db: AppDb,
  {
    doctor,
    befundId,
    uploadedBy = null,
    createdAt = new Date(),
  }: { doctor: string; befundId: string; uploadedBy?: string | null; createdAt?: Date },
): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values({
      befundId,
      userId: await userIdOf(db, doctor),
      patientData: { nachname: 'Muster', vorname: 'Erika', geburtsdatum: '1970-01-01' },
      filename: `${befundId}.pdf`,
      fileKey: `test/${befundId}`,
      fileSize: 1,
      uploadedBy: uploadedBy === null ? null : await userIdOf(db, uploadedBy),
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error('report not inserted');
  return row;
}
