import { describe, expect, it } from 'vitest';
import { MAX_ENTITY_ID } from './constants';
import { idOrUuidSchema } from './idOrUuid';

describe('idOrUuidSchema', () => {
  it('reads a path id as a number and a uuid as itself', () => {
    expect(idOrUuidSchema.parse('42')).toBe(42);
    expect(idOrUuidSchema.parse(42)).toBe(42);
    const uuid = '0b6f3a52-6f2e-4f5b-9d3c-2a1e7c0d9f11';
    expect(idOrUuidSchema.parse(uuid)).toBe(uuid);
  });

  it('refuses what names no row: zero, negatives, ids beyond the integer key, anything else', () => {
    for (const bad of ['0', '-1', String(MAX_ENTITY_ID + 1), '1.5', 'x', '..%2F..', ''])
      expect(idOrUuidSchema.safeParse(bad).success, bad).toBe(false);
    expect(idOrUuidSchema.parse(String(MAX_ENTITY_ID))).toBe(MAX_ENTITY_ID);
  });
});
