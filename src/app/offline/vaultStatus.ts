import { useSyncExternalStore } from 'react';
import type { VaultState } from '../../vault/vaultKeeper';

/**
 * Whether this tab's vault is open (issue 7), for the signed-in area: 'locked' shows the lock
 * screen, 'absent' the setup that asks for the password once (a device whose vault was wiped, or
 * a session from before the vault). 'unknown' until the session has asked the worker.
 */
export type VaultStatus = VaultState | 'unknown';

let status: VaultStatus = 'unknown';
const listeners = new Set<() => void>();

export function setVaultStatus(next: VaultStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function useVaultStatus(): VaultStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}
