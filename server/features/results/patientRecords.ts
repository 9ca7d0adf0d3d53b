/**
 * Finding or creating a report's patient (issue 27). A patient belongs to a practice: the office
 * of the report's doctor whose BSNR the import names, else the doctor's first office, else (a
 * doctor without an office) the doctor. Within it the lab's patient number identifies them, or,
 * without one, surname, first name and birth date: an HMAC of either is the only searchable
 * column, the readable record is encrypted (resultKeys.ts).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AppTx } from '../../platform/db/database';
import { officeDoctors, offices, patients } from '../../platform/db/schema';
import type { ResultPatient } from './reportResultsInput';
import { resultKeys } from './resultKeys';

/** Case, accents' composition and runs of blanks do not make another patient. */
const normalized = (text: string | null): string =>
  (text ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

export function patientIdentity(patient: ResultPatient): string {
  const nummer = normalized(patient.nummer);
  return nummer !== ''
    ? `nummer:${nummer}`
    : `name:${normalized(patient.nachname)}|${normalized(patient.vorname)}|${normalized(patient.geburtsdatum)}`;
}

async function ownerOf(
  tx: AppTx,
  doctorId: number,
  bsnr: string | null,
): Promise<{ officeId: number | null; doctorId: number | null }> {
  const practices = await tx
    .select({ id: offices.id, bsnr: offices.bsnr })
    .from(officeDoctors)
    .innerJoin(offices, eq(offices.id, officeDoctors.officeId))
    .where(eq(officeDoctors.userId, doctorId))
    .orderBy(asc(offices.id));
  const office = practices.find((practice) => bsnr !== null && practice.bsnr === bsnr) ?? practices[0];
  return office ? { officeId: office.id, doctorId: null } : { officeId: null, doctorId };
}

/** The patient's uuid; their readable record is updated to this import's spelling. */
export async function findOrCreatePatient(
  tx: AppTx,
  doctorId: number,
  bsnr: string | null,
  patient: ResultPatient,
): Promise<string> {
  const keys = resultKeys();
  const data = keys.data.encrypt(
    JSON.stringify({
      nummer: patient.nummer,
      nachname: patient.nachname,
      vorname: patient.vorname,
      geburtsdatum: patient.geburtsdatum,
    }),
  );
  const [row] = await tx
    .insert(patients)
    .values({
      ...(await ownerOf(tx, doctorId, bsnr)),
      identityHash: keys.identityOf(patientIdentity(patient)),
      data,
    })
    .onConflictDoUpdate({
      target: [patients.officeId, patients.doctorId, patients.identityHash],
      set: { data, updatedAt: sql`now()` },
    })
    .returning({ id: patients.id });
  if (!row) throw new Error('patient not stored');
  return row.id;
}
