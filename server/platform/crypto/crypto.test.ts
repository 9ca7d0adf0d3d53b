import { describe, expect, it } from 'vitest';
import { createEncrypter } from './encryption';
import { createPasswordHasher } from './passwordHasher';
import { safeEqual } from './tokens';

const APP_KEY = 'unit-test-app-key-unit-test-app-key';

describe('createEncrypter', () => {
  const encrypter = createEncrypter(APP_KEY);

  it('encrypts to a different value each time and decrypts back', () => {
    const first = encrypter.encrypt('JBSWY3DPEHPK3PXP');
    const second = encrypter.encrypt('JBSWY3DPEHPK3PXP');
    expect(first).toMatch(/^v1\./);
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encrypter.decrypt(first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('decrypts text beyond ASCII to the same characters (patients named Müller, Ødegaard, 李)', () => {
    const text = JSON.stringify({ name: 'Jörg Müller-Ødegaard 李 🧪', note: 'ß'.repeat(5000) });
    expect(encrypter.decrypt(encrypter.encrypt(text))).toBe(text);
  });

  it('refuses a tampered value and a value of another key', () => {
    const stored = encrypter.encrypt('geheim');
    // The second-to-last character changed (looking at that very character: one in 64 was 'A' already).
    const tampered = `${stored.slice(0, -2)}${stored.at(-2) === 'A' ? 'B' : 'A'}${stored.slice(-1)}`;
    expect(() => encrypter.decrypt(tampered)).toThrow();
    expect(() => createEncrypter(`${APP_KEY}-other`).decrypt(stored)).toThrow();
    expect(() => encrypter.decrypt('plain')).toThrow();
  });
});

describe('createPasswordHasher', () => {
  const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hasher.hash('Demo#Arzt2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hasher.verify(hash, 'Demo#Arzt2026')).toBe(true);
    expect(await hasher.verify(hash, 'demo#arzt2026')).toBe(false);
  });

  it('answers false for a missing or broken hash, still doing the work', async () => {
    expect(await hasher.verify(null, 'x')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });
});

describe('safeEqual', () => {
  it('compares strings of any length', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
