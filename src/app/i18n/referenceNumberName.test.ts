import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name for the report's reference number (befund_id) per language, on every screen and in
 * every server message (issue 11): 'Befund-Nr.' and 'Reference no.'. Searches all locale files of
 * the app and the server's messages for the other names it once had.
 */
// Texts only: keys and placeholders are called befundId and stay so.
const VARIANTS = [
  /Befund-ID/,
  /Befund-?[Nn]ummer/,
  /Report[- ]ID|report[- ]id/,
  /report number/i,
  /reference number/i,
  /Ref\.-?Nr\./,
];

function localeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return localeFiles(path);
    return /\/(?:de|en)\.json$/.test(path) ? [path] : [];
  });
}

describe('the name of the reference number', () => {
  const files = [...localeFiles('src/app'), 'server/i18n/messages.ts'];

  it.each(files)('is Befund-Nr. / Reference no. in %s', (file) => {
    const text = readFileSync(file, 'utf8');
    for (const variant of VARIANTS) expect(text, `${file}: ${variant}`).not.toMatch(variant);
  });

  it('is used in the report list and the upload messages of both languages', () => {
    const all = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(all).toContain('Befund-Nr.');
    expect(all).toContain('Reference no.');
  });
});
