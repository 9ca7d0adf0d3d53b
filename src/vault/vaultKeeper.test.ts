import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { VAULT_UNLOCK_ATTEMPTS } from '../contract/constants';
import { KundencenterDb } from '../db/KundencenterDb';
import { getMeta, MetaKey } from '../db/metaKeys';
import { decryptText, encryptText } from './vaultCrypto';
import { VaultKeeper } from './vaultKeeper';

const PASSWORD = 'Demo#Arzt2026';
const open: KundencenterDb[] = [];

function keeper() {
  const name = (uuid: string) => `vault-test-${uuid}`;
  return new VaultKeeper({
    iterations: 1_000,
    openDatabase: async (uuid) => {
      const db = new KundencenterDb(name(uuid));
      await db.open();
      open.push(db);
      return db;
    },
    wipeDatabase: async (uuid) => {
      for (const db of open.splice(0)) db.close();
      await Dexie.delete(name(uuid));
    },
  });
}

afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

describe('the vault keeper', () => {
  it('creates a vault at the first sign-in and unlocks it after a reload with the password', async () => {
    const uuid = crypto.randomUUID();
    const first = keeper();
    expect(await first.state(uuid)).toBe('absent');
    expect(await first.openAtSignIn(uuid, PASSWORD)).toBe('created');
    const sealed = await encryptText(first.keyOf(uuid) as CryptoKey, 'Hoffmann, Lukas', 'ctx');

    const reloaded = keeper();
    expect(await reloaded.state(uuid)).toBe('locked');
    expect(await reloaded.unlock(uuid, PASSWORD)).toEqual({ ok: true });
    expect(await decryptText(reloaded.keyOf(uuid) as CryptoKey, sealed, 'ctx')).toBe('Hoffmann, Lukas');
    reloaded.lock();
    expect(await reloaded.state(uuid)).toBe('locked');
  });

  it('counts wrong passwords, forgets the count on success, and wipes the data at the fifth in a row', async () => {
    const uuid = crypto.randomUUID();
    const vault = keeper();
    await vault.openAtSignIn(uuid, PASSWORD);
    vault.lock();
    expect(await vault.unlock(uuid, 'falsch')).toEqual({ ok: false, attemptsLeft: 4, wiped: false });
    expect(await vault.unlock(uuid, PASSWORD)).toEqual({ ok: true });
    vault.lock();
    for (let attempt = 1; attempt < VAULT_UNLOCK_ATTEMPTS; attempt++) {
      expect(await vault.unlock(uuid, 'falsch')).toMatchObject({ ok: false, wiped: false });
    }
    expect(await vault.unlock(uuid, 'falsch')).toEqual({ ok: false, attemptsLeft: 0, wiped: true });
    expect(await vault.state(uuid)).toBe('absent');
  });

  it('rewraps on a password change: the new password opens the same data, the old one no longer', async () => {
    const uuid = crypto.randomUUID();
    const vault = keeper();
    await vault.openAtSignIn(uuid, PASSWORD);
    const sealed = await encryptText(vault.keyOf(uuid) as CryptoKey, 'Jäger, Claudia', 'ctx');
    await vault.rewrap(uuid, PASSWORD, 'Neu#Passwort2026');
    vault.lock();
    expect(await vault.unlock(uuid, PASSWORD)).toMatchObject({ ok: false });
    expect(await vault.unlock(uuid, 'Neu#Passwort2026')).toEqual({ ok: true });
    expect(await decryptText(vault.keyOf(uuid) as CryptoKey, sealed, 'ctx')).toBe('Jäger, Claudia');
  });

  it('replaces a vault the accepted password cannot open (reset elsewhere): the old data is wiped', async () => {
    const uuid = crypto.randomUUID();
    const vault = keeper();
    await vault.openAtSignIn(uuid, PASSWORD);
    const db = new KundencenterDb(`vault-test-${uuid}`);
    await db.open();
    await db.report.put({ id: '1' } as never);
    db.close();
    expect(await vault.openAtSignIn(uuid, 'Zurueckgesetzt#2026')).toBe('replaced');
    const fresh = new KundencenterDb(`vault-test-${uuid}`);
    await fresh.open();
    expect(await fresh.report.count()).toBe(0);
    expect(await getMeta(fresh, MetaKey.vault)).toMatchObject({ userUuid: uuid });
    fresh.close();
  });
});

describe('the vault keeper with a passkey (issue 29)', () => {
  const target = { credentialId: 'cred-laptop', prfSalt: 'c2FsdC1vZi10aGUtZGV2aWNl' };
  const prfOutput = () => crypto.getRandomValues(new Uint8Array(32)).buffer;

  it('unlocks after a reload with the PRF output of the registered passkey, the password still works', async () => {
    const uuid = crypto.randomUUID();
    const first = keeper();
    await first.openAtSignIn(uuid, PASSWORD);
    const sealed = await encryptText(first.keyOf(uuid) as CryptoKey, 'Hoffmann, Lukas', 'ctx');
    const prf = prfOutput();
    await first.addPasskeyUnlock(uuid, PASSWORD, target, prf);

    const reloaded = keeper();
    expect(await reloaded.passkeyUnlocks(uuid)).toEqual([target]);
    expect(await reloaded.unlockWithPasskey(uuid, target.credentialId, prfOutput())).toBe(false);
    expect(await reloaded.state(uuid)).toBe('locked');
    expect(await reloaded.unlockWithPasskey(uuid, target.credentialId, prf)).toBe(true);
    expect(await decryptText(reloaded.keyOf(uuid) as CryptoKey, sealed, 'ctx')).toBe('Hoffmann, Lukas');
    reloaded.lock();
    expect(await reloaded.unlock(uuid, PASSWORD)).toEqual({ ok: true });
  });

  it('makes the vault for a passkey registered before the first sign-in (the first-run wizard), which then opens it', async () => {
    const uuid = crypto.randomUUID();
    const wizard = keeper();
    expect(await wizard.state(uuid)).toBe('absent');
    const prf = prfOutput();
    await wizard.addPasskeyUnlock(uuid, PASSWORD, target, prf);
    expect(await wizard.state(uuid)).toBe('unlocked');
    const sealed = await encryptText(wizard.keyOf(uuid) as CryptoKey, 'Jäger, Claudia', 'ctx');

    const signedIn = keeper();
    expect(await signedIn.openAtSignIn(uuid, PASSWORD)).toBe('unlocked');
    const reloaded = keeper();
    expect(await reloaded.passkeyUnlocks(uuid)).toEqual([target]);
    expect(await reloaded.unlockWithPasskey(uuid, target.credentialId, prf)).toBe(true);
    expect(await decryptText(reloaded.keyOf(uuid) as CryptoKey, sealed, 'ctx')).toBe('Jäger, Claudia');
  });

  it('forgets the copy when the passkey is removed', async () => {
    const uuid = crypto.randomUUID();
    const vault = keeper();
    await vault.openAtSignIn(uuid, PASSWORD);
    const prf = prfOutput();
    await vault.addPasskeyUnlock(uuid, PASSWORD, target, prf);
    await vault.removePasskeyUnlock(uuid, target.credentialId);
    vault.lock();
    expect(await vault.passkeyUnlocks(uuid)).toEqual([]);
    expect(await vault.unlockWithPasskey(uuid, target.credentialId, prf)).toBe(false);
    const db = new KundencenterDb(`vault-test-${uuid}`);
    await db.open();
    open.push(db);
    expect(await getMeta(db, MetaKey.vaultPasskeys)).toEqual([]);
  });
});
