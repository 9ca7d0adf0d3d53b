import { describe, expect, it } from 'vitest';
import {
  PBKDF2_ITERATIONS,
  VaultDataError,
  VaultPasswordError,
  createVault,
  decryptBytes,
  decryptJson,
  decryptText,
  encryptBytes,
  encryptJson,
  encryptText,
  isEncryptedText,
  rewrapVault,
  unlockVault,
  unlockVaultWithKeyMaterial,
  VaultKeyMaterialError,
  wrapVaultWithKeyMaterial,
} from './vaultCrypto';

// Node's global WebCrypto, as in the browser. A low work factor keeps the suite fast; one test
// checks the production default.
const FAST = 1_000;
const USER = '0b6f3c1e-6a39-4d5e-9a52-1f7c2d0e8a11';
const OTHER_USER = '7d2e9b40-3c1a-4f8e-b6d5-0a9c8e7f6b21';
const PASSWORD = 'Korrekt-Pferd-Batterie-7';
const CONTEXT = 'report:42:patient_data';
const patient = { nachname: 'Mustermann', vorname: 'Erika', geburtsdatum: '1970-01-12' };

describe('the vault key', () => {
  it('wraps with at least 600,000 PBKDF2 iterations by default and records the count', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const { wrapped } = await createVault(PASSWORD, USER);
    expect(wrapped.iterations).toBe(PBKDF2_ITERATIONS);
    expect(wrapped).toMatchObject({ version: 1, userUuid: USER });
    // 16-byte salt, 12-byte iv, 32-byte key plus 16-byte tag, all base64url.
    expect(wrapped.salt).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(wrapped.iv).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(wrapped.wrapped).toMatch(/^[A-Za-z0-9_-]{64}$/);
  });

  it('hands out a data key whose bytes cannot be exported, after creation and after unlocking', async () => {
    const { key, wrapped } = await createVault(PASSWORD, USER, FAST);
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    const unlocked = await unlockVault(PASSWORD, wrapped);
    expect(unlocked.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', unlocked)).rejects.toThrow();
  });

  it('opens with the password and decrypts what was encrypted before the lock', async () => {
    const { key, wrapped } = await createVault(PASSWORD, USER, FAST);
    const stored = await encryptJson(key, patient, CONTEXT);
    const unlocked = await unlockVault(PASSWORD, JSON.parse(JSON.stringify(wrapped)));
    expect(await decryptJson(unlocked, stored, CONTEXT)).toEqual(patient);
  });

  it('refuses a wrong password with VaultPasswordError', async () => {
    const { wrapped } = await createVault(PASSWORD, USER, FAST);
    await expect(unlockVault('korrekt-Pferd-Batterie-7', wrapped)).rejects.toBeInstanceOf(VaultPasswordError);
    await expect(unlockVault('', wrapped)).rejects.toBeInstanceOf(VaultPasswordError);
  });

  it("refuses another user's key, with the right password too", async () => {
    const { wrapped } = await createVault(PASSWORD, USER, FAST);
    // Expecting another user than the blob's.
    await expect(unlockVault(PASSWORD, wrapped, OTHER_USER)).rejects.toBeInstanceOf(VaultPasswordError);
    // A blob relabelled as another user's: the uuid is authenticated by the wrap.
    const relabelled = { ...wrapped, userUuid: OTHER_USER };
    await expect(unlockVault(PASSWORD, relabelled)).rejects.toBeInstanceOf(VaultPasswordError);
    await expect(unlockVault(PASSWORD, relabelled, USER)).resolves.toBeDefined();
  });

  it('rewraps on a password change: the new password opens the old data, the old one no longer does', async () => {
    const { key, wrapped } = await createVault(PASSWORD, USER, FAST);
    const storedText = await encryptText(key, 'Mustermann, Erika', CONTEXT);
    const storedPdf = await encryptBytes(key, new Uint8Array([37, 80, 68, 70, 45]), 'reportFile:42');

    const rewrapped = await rewrapVault(PASSWORD, 'Neues-Passwort-2026', wrapped, FAST);
    expect(rewrapped.userUuid).toBe(USER);
    expect(rewrapped.salt).not.toBe(wrapped.salt);
    expect(rewrapped.iv).not.toBe(wrapped.iv);

    const unlocked = await unlockVault('Neues-Passwort-2026', rewrapped);
    expect(unlocked.extractable).toBe(false);
    expect(await decryptText(unlocked, storedText, CONTEXT)).toBe('Mustermann, Erika');
    expect([...new Uint8Array(await decryptBytes(unlocked, storedPdf, 'reportFile:42'))]).toEqual([
      37, 80, 68, 70, 45,
    ]);
    await expect(unlockVault(PASSWORD, rewrapped)).rejects.toBeInstanceOf(VaultPasswordError);
  });

  it('does not rewrap with a wrong old password', async () => {
    const { wrapped } = await createVault(PASSWORD, USER, FAST);
    await expect(rewrapVault('falsch', 'Neues-Passwort-2026', wrapped, FAST)).rejects.toBeInstanceOf(
      VaultPasswordError,
    );
  });
});

describe('field encryption', () => {
  const keyOf = async () => (await createVault(PASSWORD, USER, FAST)).key;

  it('round-trips text, including non-ASCII and empty text, in the v1 format', async () => {
    const key = await keyOf();
    for (const text of ['Müller-Lüdenscheidt, Jürgen', '', '患者 😷']) {
      const stored = await encryptText(key, text, CONTEXT);
      expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
      expect(isEncryptedText(stored)).toBe(true);
      expect(stored).not.toContain(text || '\u0000');
      expect(await decryptText(key, stored, CONTEXT)).toBe(text);
    }
  });

  it('round-trips JSON such as a patient_data object', async () => {
    const key = await keyOf();
    const stored = await encryptJson(key, patient, CONTEXT);
    expect(stored).not.toContain('Mustermann');
    expect(await decryptJson(key, stored, CONTEXT)).toEqual(patient);
  });

  it('round-trips bytes from an ArrayBuffer and from a Uint8Array view', async () => {
    const key = await keyOf();
    const pdf = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 251);
    const fromBuffer = await encryptBytes(key, pdf.buffer, 'reportFile:42');
    expect(fromBuffer.byteLength).toBe(1 + 12 + pdf.byteLength + 16);
    expect(new Uint8Array(fromBuffer)[0]).toBe(1);
    expect(new Uint8Array(await decryptBytes(key, fromBuffer, 'reportFile:42'))).toEqual(pdf);

    const view = pdf.subarray(100, 200);
    const fromView = await encryptBytes(key, view, 'reportFile:42');
    const decrypted = await decryptBytes(key, new Uint8Array(fromView), 'reportFile:42');
    expect(new Uint8Array(decrypted)).toEqual(view);
  });

  it('gives two different ciphertexts for the same text (a fresh iv each time)', async () => {
    const key = await keyOf();
    const first = await encryptText(key, 'Mustermann, Erika', CONTEXT);
    const second = await encryptText(key, 'Mustermann, Erika', CONTEXT);
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    const a = new Uint8Array(await encryptBytes(key, new Uint8Array(32), 'f'));
    const b = new Uint8Array(await encryptBytes(key, new Uint8Array(32), 'f'));
    expect(a).not.toEqual(b);
  });

  it('refuses a ciphertext moved to another row or field', async () => {
    const key = await keyOf();
    const stored = await encryptJson(key, patient, 'report:42:patient_data');
    await expect(decryptJson(key, stored, 'report:43:patient_data')).rejects.toBeInstanceOf(VaultDataError);
    await expect(decryptText(key, stored, 'reportDemand:42:patient_data')).rejects.toBeInstanceOf(
      VaultDataError,
    );
    const pdf = await encryptBytes(key, new Uint8Array([1, 2, 3]), 'reportFile:42');
    await expect(decryptBytes(key, pdf, 'reportFile:43')).rejects.toBeInstanceOf(VaultDataError);
  });

  it('refuses tampered ciphertexts', async () => {
    const key = await keyOf();
    const stored = await encryptText(key, 'Mustermann, Erika', CONTEXT);
    const last = stored.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${stored.slice(0, -2)}${last}${stored.at(-1)}`;
    await expect(decryptText(key, tampered, CONTEXT)).rejects.toBeInstanceOf(VaultDataError);

    const bytes = new Uint8Array(await encryptBytes(key, new Uint8Array(64), 'reportFile:42'));
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    await expect(decryptBytes(key, bytes, 'reportFile:42')).rejects.toBeInstanceOf(VaultDataError);
    await expect(decryptBytes(key, bytes.subarray(0, 20), 'reportFile:42')).rejects.toBeInstanceOf(
      VaultDataError,
    );
  });

  it("refuses data encrypted under another vault's key", async () => {
    const stored = await encryptText(await keyOf(), 'Mustermann, Erika', CONTEXT);
    await expect(decryptText(await keyOf(), stored, CONTEXT)).rejects.toBeInstanceOf(VaultDataError);
  });

  it('recognises only the stored text format', async () => {
    const stored = await encryptText(await keyOf(), 'x', CONTEXT);
    expect(isEncryptedText(stored)).toBe(true);
    expect(isEncryptedText('Mustermann, Erika')).toBe(false);
    expect(isEncryptedText(`v2${stored.slice(2)}`)).toBe(false);
    expect(isEncryptedText(patient)).toBe(false);
    await expect(decryptText(await keyOf(), 'Mustermann, Erika', CONTEXT)).rejects.toBeInstanceOf(
      VaultDataError,
    );
  });
});

describe('the data key wrapped under key material (a passkey’s PRF output)', () => {
  const CREDENTIAL = 'cred-1';
  const binding = { credentialId: CREDENTIAL, prfSalt: 'c2FsdA' };
  const material = () => crypto.getRandomValues(new Uint8Array(32));

  it('opens the same data key as the password, offline, and never stores the material', async () => {
    const { key, wrapped } = await createVault(PASSWORD, USER, FAST);
    const prf = material();
    const second = await wrapVaultWithKeyMaterial(PASSWORD, wrapped, prf, binding);
    expect(second).toMatchObject({ version: 1, userUuid: USER, credentialId: CREDENTIAL, prfSalt: 'c2FsdA' });
    const prfText = btoa(String.fromCharCode(...prf))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(JSON.stringify(second)).not.toContain(prfText);
    const stored = await encryptJson(key, patient, CONTEXT);
    const unlocked = await unlockVaultWithKeyMaterial(prf, JSON.parse(JSON.stringify(second)), USER);
    expect(unlocked.extractable).toBe(false);
    expect(await decryptJson(unlocked, stored, CONTEXT)).toEqual(patient);
  });

  it('needs the password to add the second wrap', async () => {
    const { wrapped } = await createVault(PASSWORD, USER, FAST);
    await expect(wrapVaultWithKeyMaterial('falsch', wrapped, material(), binding)).rejects.toBeInstanceOf(
      VaultPasswordError,
    );
  });

  it('refuses other material, another user, another credential and short material', async () => {
    const { wrapped } = await createVault(PASSWORD, USER, FAST);
    const prf = material();
    const second = await wrapVaultWithKeyMaterial(PASSWORD, wrapped, prf, binding);
    await expect(unlockVaultWithKeyMaterial(material(), second)).rejects.toBeInstanceOf(
      VaultKeyMaterialError,
    );
    await expect(unlockVaultWithKeyMaterial(prf, second, OTHER_USER)).rejects.toBeInstanceOf(
      VaultKeyMaterialError,
    );
    await expect(
      unlockVaultWithKeyMaterial(prf, { ...second, credentialId: 'cred-2' }),
    ).rejects.toBeInstanceOf(VaultKeyMaterialError);
    await expect(wrapVaultWithKeyMaterial(PASSWORD, wrapped, new Uint8Array(16), binding)).rejects.toThrow(
      RangeError,
    );
  });

  it('keeps opening after the password changes (the data key is the same)', async () => {
    const { wrapped } = await createVault(PASSWORD, USER, FAST);
    const prf = material();
    const second = await wrapVaultWithKeyMaterial(PASSWORD, wrapped, prf, binding);
    const key = await unlockVaultWithKeyMaterial(prf, second);
    const stored = await encryptText(key, 'Erika', CONTEXT);
    const rewrapped = await rewrapVault(PASSWORD, 'Neues-Passwort-8', wrapped, FAST);
    const byPassword = await unlockVault('Neues-Passwort-8', rewrapped);
    expect(await decryptText(byPassword, stored, CONTEXT)).toBe('Erika');
  });
});
