/**
 * The laboratory's settings as every feature reads them: the stored value of each key over its
 * default (LAB_NAME from the environment, else none). Read from the database on every use, not
 * cached: a change is effective with the next request on every app instance, and the table has
 * three rows. A stored value that no longer passes its schema (a newer version wrote it) is
 * ignored in favour of the default rather than breaking titles and mails.
 */
import { inArray } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import {
  SETTING_KEYS,
  settingSchemas,
  type LabSettings,
  type LabSettingsInput,
  type SettingKey,
} from '../../../src/contract/settings';
import { usersHoldingPermission } from '../auth/permissionHolders';
import type { Config } from '../config/config';
import type { AppDb, AppTx } from '../db/database';
import { settings, users } from '../db/schema';
import { fieldError } from '../http/httpErrors';

export type SettingDefaults = Pick<Config, 'labName'>;

export const defaultSettings = (config: SettingDefaults): LabSettings => ({
  labName: config.labName,
  supportEmail: null,
  contactPersonUuid: null,
});

const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);

export async function readLabSettings(db: AppDb | AppTx, config: SettingDefaults): Promise<LabSettings> {
  const effective: Record<string, unknown> = { ...defaultSettings(config) };
  for (const row of await db.select({ key: settings.key, value: settings.value }).from(settings)) {
    if (!isSettingKey(row.key)) continue;
    const parsed = settingSchemas[row.key].safeParse(row.value);
    if (parsed.success) effective[row.key] = parsed.data;
  }
  return effective as LabSettings;
}

/** The staff a contact person may be: active holders of 'upload reports', who answer demands. */
export async function contactCandidates(
  db: AppDb | AppTx,
): Promise<{ id: number; uuid: string; name: string }[]> {
  const holders = await usersHoldingPermission(db, Permission.uploadReports);
  if (holders.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      vorname: users.vorname,
      nachname: users.nachname,
      active: users.active,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        holders.map((holder) => holder.id),
      ),
    )
    .orderBy(users.nachname, users.vorname);
  return rows
    .filter((row) => row.active)
    .map((row) => ({ id: row.id, uuid: row.uuid, name: `${row.vorname} ${row.nachname}` }));
}

/** `PUT /api/settings`: stores the given keys (a contact person must be a candidate). */
export async function writeLabSettings(tx: AppTx, input: LabSettingsInput, updatedBy: number): Promise<void> {
  if (input.contactPersonUuid) {
    const candidates = await contactCandidates(tx);
    if (!candidates.some((candidate) => candidate.uuid === input.contactPersonUuid)) {
      throw fieldError('contactPersonUuid', 'validation.contactPerson');
    }
  }
  for (const key of SETTING_KEYS) {
    if (!(key in input) || input[key] === undefined) continue;
    const value = input[key];
    await tx
      .insert(settings)
      .values({ key, value, updatedBy })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: new Date() } });
  }
}

/** The configured contact person's id, when set and still a candidate (active, answers demands). */
export async function configuredContactPerson(tx: AppDb | AppTx): Promise<number | null> {
  // The contact person's default is none whatever the environment says.
  const { contactPersonUuid } = await readLabSettings(tx, { labName: '' });
  if (!contactPersonUuid) return null;
  const candidates = await contactCandidates(tx);
  return candidates.find((candidate) => candidate.uuid === contactPersonUuid)?.id ?? null;
}
