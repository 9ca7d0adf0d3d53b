import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('the vault locale files', () => {
  it('have the same keys in German and English', () => {
    expect(keys(en)).toEqual(keys(de));
  });
});
