import { MIRROR_CONCEPTS, type SealableTable } from '../db/mirrorTables';
import { decryptJson, encryptJson, isEncryptedText } from './vaultCrypto';

/**
 * Which fields of a mirrored row hold patient data and are stored sealed (issue 7): the patient and
 * the file name of a report, the report snapshot and the conversation of a demand, the free-text
 * note of an interpretation request. Everything else stays clear, in particular every field Dexie indexes
 * (ids, uuids, reference numbers, dates, the doctor's id), so lists still sort and filter
 * without the key, and none of them names a patient. Each concept declares its sealed fields with its
 * tables (src/db/tables/<concept>.ts, checked against its row type); this is their union. A
 * device-only table may have sealed fields too (the order drafts): the page hands its rows to the
 * vault like an entity's.
 */
export const SEALED_FIELDS: Partial<Record<SealableTable, readonly string[]>> = Object.assign(
  {},
  ...MIRROR_CONCEPTS.map((concept) => concept.sealed ?? {}),
);

/** The additional data a field's ciphertext is bound to: it does not decrypt in another row or field. */
export const sealContext = (entity: string, id: string, field: string) => `${entity}:${id}:${field}`;

export type MirrorData = Record<string, unknown>;

/** The row as stored: its sealed fields replaced by their ciphertexts. */
export async function sealRow<T extends object>(
  key: CryptoKey,
  entity: SealableTable,
  id: string,
  row: T,
): Promise<T> {
  const fields = SEALED_FIELDS[entity];
  if (!fields) return row;
  const data: MirrorData = Object.fromEntries(Object.entries(row));
  const sealed = { ...data };
  await Promise.all(
    fields
      .filter((field) => field in data && data[field] !== null && !isEncryptedText(data[field]))
      .map(async (field) => {
        sealed[field] = await encryptJson(key, data[field], sealContext(entity, id, field));
      }),
  );
  return sealed as T;
}

/** The row as the interface shows it: its sealed fields opened. */
export async function unsealRow<T extends object>(
  key: CryptoKey,
  entity: SealableTable,
  id: string,
  row: T,
): Promise<T> {
  const fields = SEALED_FIELDS[entity];
  if (!fields) return row;
  const data: MirrorData = Object.fromEntries(Object.entries(row));
  const open = { ...data };
  await Promise.all(
    fields
      .filter((field) => isEncryptedText(data[field]))
      .map(async (field) => {
        open[field] = await decryptJson(key, data[field] as string, sealContext(entity, id, field));
      }),
  );
  return open as T;
}
