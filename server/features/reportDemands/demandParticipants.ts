/**
 * The people around a demand: its doctor and contact person (uuids for scopes and channels,
 * language for notifications), and who a new demand is addressed to.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../src/contract/constants';
import { Permission } from '../../../src/contract/permissions';
import { usersHoldingPermission } from '../../platform/auth/permissionHolders';
import { configuredContactPerson } from '../../platform/labSettings/labSettings';
import type { AppTx } from '../../platform/db/database';
import { users, type ReportDemandRow } from '../../platform/db/schema';

export interface Participant {
  id: number;
  uuid: string;
  language: Locale;
  titel: string | null;
  vorname: string;
  nachname: string;
}

export interface Participants {
  doctor: Participant;
  contactPerson: Participant | null;
}

const participantColumns = {
  id: users.id,
  uuid: users.uuid,
  language: users.language,
  titel: users.titel,
  vorname: users.vorname,
  nachname: users.nachname,
};

export async function participantsOf(
  tx: AppTx,
  demand: Pick<ReportDemandRow, 'doctorId' | 'contactPersonId'>,
): Promise<Participants> {
  const ids = [demand.doctorId, ...(demand.contactPersonId ? [demand.contactPersonId] : [])];
  const rows = await tx.select(participantColumns).from(users).where(inArray(users.id, ids));
  const doctor = rows.find((row) => row.id === demand.doctorId);
  if (!doctor) throw new Error('report demand without its doctor');
  return { doctor, contactPerson: rows.find((row) => row.id === demand.contactPersonId) ?? null };
}

/**
 * The lab staff member a new demand goes to: the contact person of the laboratory's settings when
 * one is set (issue 14), else the report's uploader when the account still exists, else the first
 * user (by id) holding 'upload reports'; null only in a laboratory without staff.
 */
export async function contactPersonFor(tx: AppTx, uploadedBy: number | null): Promise<number | null> {
  const configured = await configuredContactPerson(tx);
  if (configured !== null) return configured;
  if (uploadedBy !== null) {
    const [uploader] = await tx.select({ id: users.id }).from(users).where(eq(users.id, uploadedBy));
    if (uploader) return uploader.id;
  }
  const [first] = await usersHoldingPermission(tx, Permission.uploadReports);
  return first?.id ?? null;
}

/** 'Dr. Katharina Weber': how notifications name a doctor. */
export const displayName = (person: Pick<Participant, 'titel' | 'vorname' | 'nachname'>): string =>
  [person.titel, person.vorname, person.nachname].filter(Boolean).join(' ');
