// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLabName } from '../../../config/labName';
import i18n, { i18nReady } from '../../../i18n/i18n';
import { printOrderLabels, printOrderSheet } from './printOrder';
import { printableOrder } from './testing/printFixtures';
import { readPdf } from './testing/readPdf';

beforeAll(async () => {
  await i18nReady;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Catches what the browser would download: the file's name and its bytes. */
function catchDownload() {
  const saved: { name: string; blob: Blob }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', blob: blob as Blob });
    return 'blob:order-print';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
  return saved;
}

describe('printing an order', () => {
  it('saves the labels as a PDF named by the order number, one page per tube, in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    const saved = catchDownload();
    await printOrderLabels(printableOrder(), 'roll');

    expect(saved.map((file) => file.name)).toEqual(['Labels_2600000123_roll.pdf']);
    const { pages } = await readPdf(new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer()));
    expect(pages).toHaveLength(3);
    expect(pages[0]?.texts.map((text) => text.text)).toContain('b. 02/01/1960');
  });

  it('saves the order sheet with the laboratory’s name in its head and footer', async () => {
    await i18n.changeLanguage('de');
    setLabName('Labor am See');
    const saved = catchDownload();
    await printOrderSheet(printableOrder());

    expect(saved.map((file) => file.name)).toEqual(['Auftragsschein_2600000123.pdf']);
    const { pages } = await readPdf(new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer()));
    const texts = pages[0]?.texts.map((text) => text.text) ?? [];
    expect(texts[1]).toBe('Labor am See');
    expect(
      texts.some((text) => text.startsWith('Labor am See · Auftragsschein 2600000123 · gedruckt am')),
    ).toBe(true);
  });
});
