import { useEffect, useState } from 'react';
import type { SyncEntity } from '../../contract/sync';
import { SEALED_FIELDS } from '../../vault/sealedFields';
import { isEncryptedText } from '../../vault/vaultCrypto';
import { vaultWorker } from '../../workers/syncClient';
import { lastUserUuid } from './lastUser';

/**
 * The mirror stores patient fields sealed (issue 7); the interface shows them opened by the sync
 * worker, which alone holds the key. Rows read with useMirror pass through here: each row is
 * opened once per stored version (the cache is keyed by its ciphertexts, which change with every
 * write) and the page gets the whole list at once, never half opened. The cache is dropped when
 * the session ends (the vault locks).
 */
const opened = new Map<string, Record<string, unknown>>();
/** The last opened version of each row, by entity and id. */
const latest = new Map<string, Record<string, unknown>>();

export function clearUnsealedCache(): void {
  opened.clear();
  latest.clear();
}

function cacheKey(entity: SyncEntity, row: Record<string, unknown> & { id: string }): string | null {
  const sealed = (SEALED_FIELDS[entity] ?? []).map((field) => row[field]).filter(isEncryptedText);
  return sealed.length === 0 ? null : `${entity}:${row.id}:${sealed.join('|')}`;
}

export function useUnsealed<T extends { id: string }>(
  entity: SyncEntity,
  rows: readonly T[] | undefined,
): T[] | undefined {
  const [, filled] = useState(0);
  const missing = (rows ?? []).filter((row) => {
    const key = cacheKey(entity, row as Record<string, unknown> & { id: string });
    return key !== null && !opened.has(key);
  });

  useEffect(() => {
    if (missing.length === 0) return;
    const uuid = lastUserUuid();
    if (!uuid) return;
    let cancelled = false;
    void vaultWorker()
      .unseal(uuid, entity, missing as unknown as Record<string, unknown>[])
      .then((clear) => {
        clear.forEach((row, index) => {
          const stored = missing[index] as unknown as Record<string, unknown> & { id: string };
          const key = cacheKey(entity, stored);
          if (key) opened.set(key, row);
          latest.set(`${entity}:${stored.id}`, row);
        });
        if (!cancelled) filled((n) => n + 1);
      })
      .catch(() => {
        // Locked meanwhile: the lock screen takes over.
      });
    return () => {
      cancelled = true;
    };
  });

  if (rows === undefined) return undefined;
  // A row whose new version is being opened shows its last opened version meanwhile; a row never
  // opened yet joins the list a moment later.
  return rows.flatMap((row) => {
    const key = cacheKey(entity, row as Record<string, unknown> & { id: string });
    if (key === null) return [row];
    const open = opened.get(key) ?? latest.get(`${entity}:${row.id}`);
    return open ? [open as T] : [];
  });
}

/** One row (or null when there is none), opened like useUnsealed's. */
export function useUnsealedRow<T extends { id: string }>(
  entity: SyncEntity,
  row: T | null | undefined,
): T | null | undefined {
  const rows = useUnsealed(entity, row ? [row] : row === null ? [] : undefined);
  if (row === undefined || rows === undefined) return undefined;
  return row === null ? null : (rows[0] ?? undefined);
}
