import { VAULT_UNLOCK_ATTEMPTS } from '../contract/constants';
import type { KundencenterDb } from '../db/KundencenterDb';
import { getMeta, MetaKey, setMeta } from '../db/metaKeys';
import {
  createVault,
  PBKDF2_ITERATIONS,
  rewrapVault,
  unlockVault,
  unlockVaultWithKeyMaterial,
  VaultKeyMaterialError,
  VaultPasswordError,
  wrapVaultWithKeyMaterial,
  type WrappedDataKey,
} from './vaultCrypto';

/**
 * The life of one user's vault on this device (issue 7), kept by the sync worker, the only place
 * the unwrapped data key may live:
 *
 * - at sign-in, with the password the server has just accepted, it opens the vault, or creates
 *   one on a device that has none. A stored key the accepted password cannot open was wrapped by
 *   a password reset elsewhere since: the old data is unreadable, so the database is wiped and a
 *   new vault made (the mirror then bootstraps afresh);
 * - the lock screen unlocks it with the password, offline too; after VAULT_UNLOCK_ATTEMPTS wrong
 *   attempts in a row the user's database is wiped;
 * - a password change rewraps the same data key, so nothing stored has to be encrypted again;
 * - `lock()` forgets the key (inactivity logout); a reload or closing the app loses it anyway;
 * - a passkey with PRF registered on this device wraps the same data key a second time (issue 29):
 *   the lock screen then opens it with the passkey's PRF output, offline too. A PRF output that
 *   does not open the copy is no guess at a password and counts no attempt. A passkey registered
 *   before there is a vault (the first-run wizard) makes it with the confirmed password.
 */
export type VaultState = 'unlocked' | 'locked' | 'absent';
export type VaultOpened = 'created' | 'unlocked' | 'replaced';
export type VaultUnlock = { ok: true } | { ok: false; attemptsLeft: number; wiped: boolean };
/** What the lock screen needs to ask this device's passkey for its PRF output: nothing secret. */
export interface PasskeyUnlockTarget {
  credentialId: string;
  prfSalt: string;
}

export interface VaultKeeperDeps {
  openDatabase: (userUuid: string) => Promise<KundencenterDb>;
  /** Deletes the user's database (and closes this realm's connection to it). */
  wipeDatabase: (userUuid: string) => Promise<void>;
  /** Tests lower it; production keeps PBKDF2_ITERATIONS. */
  iterations?: number;
}

export class VaultKeeper {
  private key: CryptoKey | null = null;
  private userUuid: string | null = null;

  constructor(private readonly deps: VaultKeeperDeps) {}

  /** The data key of the user, or null while locked. */
  keyOf(userUuid: string): CryptoKey | null {
    return this.userUuid === userUuid ? this.key : null;
  }

  async state(userUuid: string): Promise<VaultState> {
    if (this.keyOf(userUuid)) return 'unlocked';
    const db = await this.deps.openDatabase(userUuid);
    return (await getMeta(db, MetaKey.vault)) ? 'locked' : 'absent';
  }

  /** With a password the server accepted (sign-in, first-run wizard, password confirmation). */
  async openAtSignIn(userUuid: string, password: string): Promise<VaultOpened> {
    let db = await this.deps.openDatabase(userUuid);
    const wrapped = await getMeta(db, MetaKey.vault);
    if (wrapped) {
      try {
        this.remember(userUuid, await unlockVault(password, wrapped, userUuid));
        await setMeta(db, MetaKey.vaultFailedUnlocks, 0);
        return 'unlocked';
      } catch (error) {
        if (!(error instanceof VaultPasswordError)) throw error;
        await this.deps.wipeDatabase(userUuid);
        db = await this.deps.openDatabase(userUuid);
      }
    }
    await this.create(db, userUuid, password);
    return wrapped ? 'replaced' : 'created';
  }

  /** The lock screen, without the server. */
  async unlock(userUuid: string, password: string): Promise<VaultUnlock> {
    const db = await this.deps.openDatabase(userUuid);
    const wrapped = await getMeta(db, MetaKey.vault);
    if (!wrapped) return { ok: false, attemptsLeft: 0, wiped: true };
    try {
      this.remember(userUuid, await unlockVault(password, wrapped, userUuid));
      await setMeta(db, MetaKey.vaultFailedUnlocks, 0);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof VaultPasswordError)) throw error;
    }
    const failed = ((await getMeta(db, MetaKey.vaultFailedUnlocks)) ?? 0) + 1;
    if (failed >= VAULT_UNLOCK_ATTEMPTS) {
      this.lock();
      await this.deps.wipeDatabase(userUuid);
      return { ok: false, attemptsLeft: 0, wiped: true };
    }
    await setMeta(db, MetaKey.vaultFailedUnlocks, failed);
    return { ok: false, attemptsLeft: VAULT_UNLOCK_ATTEMPTS - failed, wiped: false };
  }

  /** After the server accepted a password change: the same data key under the new password. */
  async rewrap(userUuid: string, oldPassword: string, newPassword: string): Promise<void> {
    const db = await this.deps.openDatabase(userUuid);
    const wrapped = await getMeta(db, MetaKey.vault);
    if (!wrapped) return;
    await setMeta(
      db,
      MetaKey.vault,
      await rewrapVault(oldPassword, newPassword, wrapped, this.deps.iterations ?? PBKDF2_ITERATIONS),
    );
  }

  /** The passkeys that can open the vault on this device. */
  async passkeyUnlocks(userUuid: string): Promise<PasskeyUnlockTarget[]> {
    const db = await this.deps.openDatabase(userUuid);
    const copies = (await getMeta(db, MetaKey.vaultPasskeys)) ?? [];
    return copies.map(({ credentialId, prfSalt }) => ({ credentialId, prfSalt }));
  }

  /**
   * After a passkey's registration: the data key wrapped under its PRF output, beside the
   * password's. The first-run wizard registers its passkey before the signed-in area has made the
   * vault; the password the server has just confirmed makes it here, as the sign-in would, or the
   * passkey would never open the data of the device it was registered on.
   */
  async addPasskeyUnlock(
    userUuid: string,
    password: string,
    target: PasskeyUnlockTarget,
    prfOutput: ArrayBuffer,
  ): Promise<void> {
    const db = await this.deps.openDatabase(userUuid);
    const wrapped = (await getMeta(db, MetaKey.vault)) ?? (await this.create(db, userUuid, password));
    const copy = await wrapVaultWithKeyMaterial(password, wrapped, prfOutput, target);
    const others = ((await getMeta(db, MetaKey.vaultPasskeys)) ?? []).filter(
      (stored) => stored.credentialId !== target.credentialId,
    );
    await setMeta(db, MetaKey.vaultPasskeys, [...others, copy]);
  }

  async unlockWithPasskey(userUuid: string, credentialId: string, prfOutput: ArrayBuffer): Promise<boolean> {
    const db = await this.deps.openDatabase(userUuid);
    const copy = ((await getMeta(db, MetaKey.vaultPasskeys)) ?? []).find(
      (stored) => stored.credentialId === credentialId,
    );
    if (!copy) return false;
    try {
      this.remember(userUuid, await unlockVaultWithKeyMaterial(prfOutput, copy, userUuid));
    } catch (error) {
      if (error instanceof VaultKeyMaterialError) return false;
      throw error;
    }
    await setMeta(db, MetaKey.vaultFailedUnlocks, 0);
    return true;
  }

  /** The passkey was removed (here or on another device): its copy of the data key goes. */
  async removePasskeyUnlock(userUuid: string, credentialId: string): Promise<void> {
    const db = await this.deps.openDatabase(userUuid);
    const copies = (await getMeta(db, MetaKey.vaultPasskeys)) ?? [];
    const kept = copies.filter((stored) => stored.credentialId !== credentialId);
    if (kept.length !== copies.length) await setMeta(db, MetaKey.vaultPasskeys, kept);
  }

  lock(): void {
    this.key = null;
    this.userUuid = null;
  }

  private async create(db: KundencenterDb, userUuid: string, password: string): Promise<WrappedDataKey> {
    const created = await createVault(password, userUuid, this.deps.iterations ?? PBKDF2_ITERATIONS);
    await setMeta(db, MetaKey.vault, created.wrapped);
    await setMeta(db, MetaKey.vaultFailedUnlocks, 0);
    this.remember(userUuid, created.key);
    return created.wrapped;
  }

  private remember(userUuid: string, key: CryptoKey): void {
    this.key = key;
    this.userUuid = userUuid;
  }
}
