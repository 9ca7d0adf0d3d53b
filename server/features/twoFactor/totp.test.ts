import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes, hashRecoveryCode, indexOfRecoveryCode } from './recoveryCodes';
import { generateTotpSecret, matchTotpStep, totpCodeAt, totpStepAt } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXP';
const AT = new Date('2026-03-02T09:00:15Z');

describe('TOTP', () => {
  it('makes 20-byte base32 secrets', () => {
    expect(generateTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('matches the code of the current step and of one step either side, naming the step', () => {
    const step = totpStepAt(AT);
    for (const offset of [-1, 0, 1]) {
      const code = totpCodeAt(SECRET, new Date(AT.getTime() + offset * 30_000));
      expect(matchTotpStep(SECRET, code, AT)).toBe(step + offset);
    }
  });

  it('refuses codes two steps away and codes of another secret', () => {
    expect(matchTotpStep(SECRET, totpCodeAt(SECRET, new Date(AT.getTime() + 60_000)), AT)).toBeNull();
    expect(matchTotpStep(SECRET, totpCodeAt('GEZDGNBVGY3TQOJQ', AT), AT)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are 8 codes of 10 + 10 letters and digits, all different', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/);
  });

  it('are found among their hashes, with surrounding spaces ignored', () => {
    const codes = generateRecoveryCodes(3);
    const hashes = codes.map(hashRecoveryCode);
    expect(indexOfRecoveryCode(hashes, ` ${codes[2]} `)).toBe(2);
    expect(indexOfRecoveryCode(hashes, 'aB3dE5gH7j-K9mN1pQ3sT')).toBe(-1);
  });
});
