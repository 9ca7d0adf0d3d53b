import type { PusherClientConfig } from '../contract/publicConfig';
import type { Employee } from '../contract/tickets';
import type { MaterialWrappedDataKey, WrappedDataKey } from '../vault/vaultCrypto';
import type { KundencenterDb } from './KundencenterDb';

/** The keys of the `meta` table. */
export const MetaKey = {
  /** The opaque feed cursor the mirror is complete up to (the server encodes its scope epoch in it). */
  cursor: 'cursor',
  /** Epoch ms of the last completed pull. */
  lastSyncAt: 'lastSyncAt',
  /** Epoch ms of the last applied snapshot (bootstrap). */
  bootstrappedAt: 'bootstrappedAt',
  userUuid: 'userUuid',
  /**
   * Written with the first snapshot. A database that has a cursor and no sentinel, or a user who
   * synced before and now finds no sentinel, lost its store to eviction.
   */
  sentinel: 'sentinel',
  /** The vault's data key, wrapped by the user's password (src/vault/vaultKeeper.ts). */
  vault: 'vault',
  /** Wrong offline unlock attempts since the last success. */
  vaultFailedUnlocks: 'vaultFailedUnlocks',
  /**
   * The same data key wrapped under the PRF output of this device's passkeys (issue 29), one per
   * credential; the PRF output itself is never stored.
   */
  vaultPasskeys: 'vaultPasskeys',
  /** The last real-time socket settings `/api/config` gave (src/workers/realtimeConfig.ts); null: none. */
  realtimeConfig: 'realtimeConfig',
  /**
   * The last `GET /api/users/employees` (issue 13): whom a ticket can be addressed or forwarded
   * to. The list needs the network; this copy lets the dialogs work offline.
   */
  ticketEmployees: 'ticketEmployees',
} as const;
export type MetaKey = (typeof MetaKey)[keyof typeof MetaKey];

export interface MetaValues {
  cursor: string;
  lastSyncAt: number;
  bootstrappedAt: number;
  userUuid: string;
  sentinel: number;
  vault: WrappedDataKey;
  vaultFailedUnlocks: number;
  vaultPasskeys: MaterialWrappedDataKey[];
  realtimeConfig: PusherClientConfig | null;
  ticketEmployees: Employee[];
}

export async function getMeta<K extends MetaKey>(
  db: KundencenterDb,
  key: K,
): Promise<MetaValues[K] | undefined> {
  const row = await db.meta.get(key);
  return row?.value as MetaValues[K] | undefined;
}

export async function setMeta<K extends MetaKey>(
  db: KundencenterDb,
  key: K,
  value: MetaValues[K],
): Promise<void> {
  await db.meta.put({ key, value });
}
