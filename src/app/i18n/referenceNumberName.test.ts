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

// Every locale file of the app and the server's messages, as text.
const TEXTS: Record<string, string> = {
  ...import.meta.glob<string>('../**/locales/{de,en}.json', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
  ...import.meta.glob<string>('../**/backendLocales/{de,en}.json', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
  ...import.meta.glob<string>(
    ['../../../server/platform/i18n/messages.ts', '../../../server/features/*/messages.ts'],
    {
      eager: true,
      query: '?raw',
      import: 'default',
    },
  ),
};

describe('the name of the reference number', () => {
  const files = Object.keys(TEXTS);

  it("is checked in the main, the features' and the server's texts", () => {
    expect(files).toContain('../locales/de.json');
    expect(files).toContain('../features/reports/locales/en.json');
    expect(files).toContain('../../../server/platform/i18n/messages.ts');
    expect(files).toContain('../../../server/features/reports/messages.ts');
  });

  it.each(files)('is Befund-Nr. / Reference no. in %s', (file) => {
    const text = TEXTS[file] ?? '';
    for (const variant of VARIANTS) expect(text, `${file}: ${variant}`).not.toMatch(variant);
  });

  it('is used in the report list and the upload messages of both languages', () => {
    const all = Object.values(TEXTS).join('\n');
    expect(all).toContain('Befund-Nr.');
    expect(all).toContain('Reference no.');
  });
});
