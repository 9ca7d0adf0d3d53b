import { describe, expect, it } from 'vitest';
import { tubeBarcode } from '../../../../contract/orderRules';
import { BARCODE_MODULE, LABEL_SHEETS, PT_PER_MM, labelSlots } from './labelLayouts';
import { orderLabelsPdf } from './renderOrderLabels';
import { decodeCode128, inside } from './testing/decodeBarcode';
import { printTexts, printableOrder } from './testing/printFixtures';
import { readPdf, type PdfRect } from './testing/readPdf';

const mm = (value: number) => value * PT_PER_MM;
const near = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 1);
const extent = (bars: readonly PdfRect[]) => ({
  left: Math.min(...bars.map((bar) => bar.x)),
  right: Math.max(...bars.map((bar) => bar.x + bar.width)),
  bottom: Math.min(...bars.map((bar) => bar.y)),
  top: Math.max(...bars.map((bar) => bar.y + bar.height)),
});

describe('tube labels on a roll of 57 x 25 mm labels', () => {
  it('prints one 57 x 25 mm page per tube, each with its barcode that a reader decodes to the tube code', async () => {
    const order = printableOrder();
    const { pages } = await readPdf(await orderLabelsPdf(order, 'roll', await printTexts('de')));

    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => {
      near(page.width, mm(57));
      near(page.height, mm(25));
      const whole = { x: 0, y: 0, width: page.width, height: page.height };
      // As a 300 dpi and a 203 dpi label printer would print it.
      expect(decodeCode128(page.bars, whole, 300)).toBe(tubeBarcode(order.number, index + 1));
      expect(decodeCode128(page.bars, whole, 203)).toBe(tubeBarcode(order.number, index + 1));
    });
  });

  it('shows the number with its suffix, the patient, birth date, material, tube colour and sample time', async () => {
    const { pages } = await readPdf(await orderLabelsPdf(printableOrder(), 'roll', await printTexts('de')));
    const texts = pages.map((page) => page.texts.map((text) => text.text));

    expect(texts[0]).toEqual([
      expect.stringMatching(/^Müller-Lüdenscheidt, J/),
      'eilig',
      'geb. 01.02.1960',
      'Röhrchen 1/3',
      '2600000123 01',
      'Serum',
      'Serum, rot',
      'Abnahme geplant',
      '27.11.2026, 08:30',
    ]);
    expect(texts[1]).toContain('EDTA-Blut');
    expect(texts[1]).toContain('EDTA, violett');
    expect(texts[1]).toContain('2600000123 02');
    expect(texts[2]).toContain('Citratplasma');
    expect(texts[2]).toContain('Röhrchen 3/3');
  });

  it('writes dates and texts in English for an English reader', async () => {
    const order = printableOrder({ urgency: 'normal', sample_time_kind: 'actual' });
    const { pages } = await readPdf(await orderLabelsPdf(order, 'roll', await printTexts('en')));
    const texts = pages[1]?.texts.map((text) => text.text);

    expect(texts).toEqual(
      expect.arrayContaining(['b. 02/01/1960', 'EDTA blood', 'EDTA, purple', 'sampled', 'tube 2/3']),
    );
    expect(texts).not.toContain('urgent');
  });

  it('keeps the quiet zones of ten modules free and the modules a hundredth of an inch wide', async () => {
    const { pages } = await readPdf(await orderLabelsPdf(printableOrder(), 'roll', await printTexts('de')));
    const page = pages[0];
    if (!page) throw new Error('no page');
    const bars = extent(page.bars);
    const quiet = BARCODE_MODULE.quietModules * 0.72;

    expect(Math.min(...page.bars.map((bar) => bar.width))).toBeCloseTo(0.72, 3);
    // Code 128 of 12 digits in code set C: start, six pairs, check, stop = 101 modules.
    near(bars.right - bars.left, 101 * 0.72);
    expect(bars.top - bars.bottom).toBeCloseTo(mm(LABEL_SHEETS.roll.label.barHeightMm), 1);
    expect(LABEL_SHEETS.roll.label.barHeightMm).toBeGreaterThanOrEqual(10);
    expect(bars.left).toBeGreaterThanOrEqual(quiet);
    const besideBars = page.texts.filter((text) => text.y >= bars.bottom && text.y <= bars.top);
    expect(besideBars.length).toBeGreaterThan(0);
    for (const text of besideBars) expect(text.x).toBeGreaterThanOrEqual(bars.right + quiet - 0.01);
  });
});

describe('tube labels on an A4 sheet of 3 x 8 labels of 70 x 37 mm', () => {
  it('fills the labels row by row from the top left, each barcode inside its own label', async () => {
    const order = printableOrder();
    const { pages } = await readPdf(await orderLabelsPdf(order, 'a4', await printTexts('de')));

    expect(pages).toHaveLength(1);
    const page = pages[0];
    if (!page) throw new Error('no page');
    near(page.width, mm(210));
    near(page.height, mm(297));
    const cells = [0, 1, 2].map((column) => ({
      x: mm(column * 70),
      y: mm(297 - 0.5 - 37),
      width: mm(70),
      height: mm(37),
    }));
    cells.forEach((cell, index) => {
      const bars = page.bars.filter((bar) => inside(bar, cell));
      expect(bars.length).toBeGreaterThan(0);
      expect(decodeCode128(bars, cell)).toBe(tubeBarcode(order.number, index + 1));
    });
    expect(page.bars.every((bar) => cells.some((cell) => inside(bar, cell)))).toBe(true);
  });

  it('puts the 25th tube on a second sheet', async () => {
    const items = Array.from({ length: 25 }, (_, index) => ({
      analysis_id: index + 1,
      code: `A${index}`,
      name: `Analyse ${index}`,
      name_en: `Analysis ${index}`,
      // 25 tubes: each analysis in its own tube/material pair.
      material:
        (['serum', 'edta_blood', 'citrate_plasma', 'heparin_plasma', 'fluoride_plasma'] as const)[
          index % 5
        ] ?? 'serum',
      tube: (['serum', 'edta', 'citrate', 'heparin', 'fluoride'] as const)[Math.floor(index / 5)] ?? 'serum',
      billing: 'statutory' as const,
      profile_id: null,
    }));
    const order = printableOrder({ items });
    const { pages } = await readPdf(await orderLabelsPdf(order, 'a4', await printTexts('de')));

    expect(pages).toHaveLength(2);
    const first = { x: 0, y: mm(297 - 0.5 - 37), width: mm(70), height: mm(37) };
    expect(decodeCode128(pages[1]?.bars ?? [], first)).toBe(tubeBarcode(order.number, 25));
    const last = { x: mm(140), y: mm(0.5), width: mm(70), height: mm(37) };
    expect(
      decodeCode128(
        (pages[0]?.bars ?? []).filter((bar) => inside(bar, last)),
        last,
      ),
    ).toBe(tubeBarcode(order.number, 24));
  });
});

describe('label slots', () => {
  it('places the 24 labels of a sheet in three columns and eight rows, then starts the next page', () => {
    const slots = labelSlots('a4', 26);
    expect(slots[0]).toEqual({ page: 0, x: 0, y: expect.closeTo(mm(259.5), 3) });
    expect(slots[2]).toEqual({ page: 0, x: expect.closeTo(mm(140), 3), y: expect.closeTo(mm(259.5), 3) });
    expect(slots[3]).toEqual({ page: 0, x: 0, y: expect.closeTo(mm(222.5), 3) });
    expect(slots[23]).toEqual({ page: 0, x: expect.closeTo(mm(140), 3), y: expect.closeTo(mm(0.5), 3) });
    expect(slots[24]).toEqual({ page: 1, x: 0, y: expect.closeTo(mm(259.5), 3) });
    expect(labelSlots('roll', 3).map((slot) => slot.page)).toEqual([0, 1, 2]);
  });
});
