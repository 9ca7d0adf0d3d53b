import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('file sizes on the upload page', () => {
  it('shows a small file in bytes, never as 0 kB', () => {
    expect(formatFileSize(0, 'de')).toBe('0 B');
    expect(formatFileSize(512, 'de')).toBe('512 B');
    expect(formatFileSize(999, 'en')).toBe('999 B');
  });

  it('shows kB and MB with a decimal comma in German and a point in English', () => {
    expect(formatFileSize(1234, 'de')).toBe('1,2 kB');
    expect(formatFileSize(1234, 'en')).toBe('1.2 kB');
    expect(formatFileSize(250_000, 'de')).toBe('250 kB');
    expect(formatFileSize(3_400_000, 'de')).toBe('3,4 MB');
    expect(formatFileSize(12_600_000, 'en')).toBe('13 MB');
  });
});
