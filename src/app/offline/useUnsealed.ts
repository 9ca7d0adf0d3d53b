import { useEffect, useState } from 'react';
import type { SyncEntity } from '../../contract/sync';
import type { EntityRows } from '../../db/rows';
import { SEALED_FIELDS } from '../../vault/sealedFields';
import { isEncryptedText } from '../../vault/vaultCrypto';
import { vaultWorker } from '../../workers/syncClient';
import { lastUserUuid } from './lastUser';

/**
 * The mirror stores patient fields sealed (issue 7); the interface shows them opened by the sync
 * worker, which alone holds the key. Rows read with useMirror pass through here: a row's sealed
 * fields are opened once per stored version (the cache is keyed by their ciphertexts, which change
 * with every write of them); its other fields are always the row's current ones. The cache is
 * dropped when the session ends (the vault locks).
 */
const opened = new Map<string, Record<string, unknown>>();
/** The last opened version of each row, by entity and id. */
const latest = new Map<string, Record<string, unknown>>();
/** Cache keys asked of the worker and not answered yet. */
const inFlight = new Set<string>();
/**
 * Every mounted list re-renders when an answer fills the cache: a list that found its rows already
 * asked for by another (the banner and the dashboard card show the same messages) waits for that
 * answer, and its own rows do not change when it comes.
 */
const listeners = new Set<() => void>();

/** Only the opened sealed fields are kept: everything else is read fresh from the row. */
function sealedValues(entity: SyncEntity, row: object): Record<string, unknown> {
  return Object.fromEntries(
    (SEALED_FIELDS[entity] ?? [])
      .filter((field) => field in row)
      .map((field) => [field, Reflect.get(row, field)]),
  );
}

export function clearUnsealedCache(): void {
  opened.clear();
  latest.clear();
}

/** The cache key of a row known to have sealed fields. */
const cacheKeyOf = (entity: SyncEntity, row: { id: string }) => cacheKey(entity, row) ?? '';

function cacheKey(entity: SyncEntity, row: { id: string }): string | null {
  const sealed = (SEALED_FIELDS[entity] ?? [])
    .map((field) => Reflect.get(row, field))
    .filter(isEncryptedText);
  return sealed.length === 0 ? null : `${entity}:${row.id}:${sealed.join('|')}`;
}

export function useUnsealed<E extends SyncEntity, T extends EntityRows[E]>(
  entity: E,
  rows: readonly T[] | undefined,
): T[] | undefined {
  const [, filled] = useState(0);
  useEffect(() => {
    const listener = () => filled((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const missing = (rows ?? []).filter((row) => {
    const key = cacheKey(entity, row);
    return key !== null && !opened.has(key);
  });

  useEffect(() => {
    // Rows another render of this or another list has already asked for are not asked again.
    const asked = missing.filter((row) => !inFlight.has(cacheKeyOf(entity, row)));
    const uuid = lastUserUuid();
    if (asked.length === 0 || !uuid) return;
    const keys = asked.map((row) => cacheKeyOf(entity, row));
    for (const key of keys) inFlight.add(key);
    void vaultWorker()
      .unseal(uuid, entity, asked)
      .then((clear) => {
        clear.forEach((row, index) => {
          const fields = sealedValues(entity, row);
          opened.set(keys[index] ?? '', fields);
          latest.set(`${entity}:${asked[index]?.id ?? ''}`, fields);
        });
        for (const listener of listeners) listener();
      })
      .catch(() => {
        // Locked meanwhile: the lock screen takes over.
      })
      .finally(() => {
        for (const key of keys) inFlight.delete(key);
      });
  });

  if (rows === undefined) return undefined;
  // A row whose new version is being opened shows its last opened version meanwhile; a row never
  // opened yet joins the list a moment later.
  return rows.flatMap((row) => {
    const key = cacheKey(entity, row);
    if (key === null) return [row];
    const open = opened.get(key) ?? latest.get(`${entity}:${row.id}`);
    // The row's other fields as stored now (an action may have changed them since).
    return open ? [{ ...row, ...open }] : [];
  });
}

/** One row (or null when there is none), opened like useUnsealed's. */
export function useUnsealedRow<E extends SyncEntity, T extends EntityRows[E]>(
  entity: E,
  row: T | null | undefined,
): T | null | undefined {
  const rows = useUnsealed(entity, row ? [row] : row === null ? [] : undefined);
  if (row === undefined || rows === undefined) return undefined;
  return row === null ? null : (rows[0] ?? undefined);
}
