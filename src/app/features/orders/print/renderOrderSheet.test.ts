import { describe, expect, it } from 'vitest';
import { PT_PER_MM } from './labelLayouts';
import { orderSheetPdf } from './renderOrderSheet';
import { decodeCode128 } from './testing/decodeBarcode';
import { TSH, printTexts, printableOrder } from './testing/printFixtures';
import { readPdf } from './testing/readPdf';

const texts = (page: { texts: { text: string }[] } | undefined) => page?.texts.map((text) => text.text) ?? [];

describe('the order sheet', () => {
  it('is one A4 page with the order number as Code 128 that a reader decodes, and as text', async () => {
    const order = printableOrder();
    const { pages, title } = await readPdf(await orderSheetPdf(order, await printTexts('de')));

    expect(pages).toHaveLength(1);
    const page = pages[0];
    if (!page) throw new Error('no page');
    expect(page.width).toBeCloseTo(210 * PT_PER_MM, 0);
    expect(page.height).toBeCloseTo(297 * PT_PER_MM, 0);
    // A scanner held over the sheet's head (its top 40 mm).
    const head = { x: 0, y: page.height - 40 * PT_PER_MM, width: page.width, height: 40 * PT_PER_MM };
    expect(decodeCode128(page.bars, head)).toBe('2600000123');
    expect(texts(page)).toContain('2600000123');
    expect(title).toBe('Auftragsschein 2600000123');
  });

  it('names the practice, the doctor, the patient, the order and its clinical question like a Muster 10A', async () => {
    const { pages } = await readPdf(await orderSheetPdf(printableOrder(), await printTexts('de')));
    const shown = texts(pages[0]);

    expect(shown).toEqual(
      expect.arrayContaining([
        'Labor Dr. Muster',
        'Auftragsschein',
        'Laboratoriumsuntersuchungen als Auftragsleistung',
        'Müller-Lüdenscheidt, Jürgen',
        '01.02.1960',
        'männlich',
        'gesetzlich versichert (GKV)',
        'A123456789',
        'Praxis Dr. Weber',
        'BSNR:',
        '721234500',
        'Dr. Anna Weber',
        'LANR:',
        '123456601',
        'Auftragsdatum',
        '27.11.2026',
        'Abnahme (geplant)',
        '27.11.2026, 08:30',
        'eilig',
        'Müdigkeit, Gewichtszunahme; V.a. Hypothyreose',
        'R53, E03.9',
        'Seite 1 von 1',
      ]),
    );
  });

  it('lists the analyses grouped by tube with code, name, material, tube and billing', async () => {
    const { pages } = await readPdf(await orderSheetPdf(printableOrder(), await printTexts('de')));
    const shown = texts(pages[0]);
    const at = (text: string) => shown.indexOf(text);

    expect(shown).toContain('5 Untersuchungen in 3 Röhrchen');
    expect(shown.slice(at('Röhrchen 1 · Serum · Serum, rot · 260000012301'), at('TSH') + 5)).toEqual([
      'Röhrchen 1 · Serum · Serum, rot · 260000012301',
      'TSH',
      'TSH basal',
      'Serum',
      'Serum, rot',
      'GKV',
    ]);
    // CRP was entered last but goes with the serum tube, before the EDTA tube.
    expect(at('CRP')).toBeLessThan(at('Röhrchen 2 · EDTA-Blut · EDTA, violett · 260000012302'));
    expect(at('IGeL/Selbstzahler')).toBe(at('CRP') + 4);
    expect(at('QUICK')).toBeGreaterThan(at('Röhrchen 3 · Citratplasma · Citrat, hellblau · 260000012303'));
    expect(at('PKV')).toBe(at('QUICK') + 4);
  });

  it('writes English names and dates for an English reader, and a dash for what the order leaves open', async () => {
    const order = printableOrder({
      office: null,
      patient: { ...printableOrder().patient, versicherungsart: null, versichertennummer: null },
      clinical_question: '',
      icd10: [],
      urgency: 'normal',
    });
    const { pages } = await readPdf(await orderSheetPdf(order, await printTexts('en')));
    const shown = texts(pages[0]);

    expect(shown).toEqual(
      expect.arrayContaining([
        'Order sheet',
        '02/01/1960',
        'male',
        'free T4',
        'Prothrombin time/INR',
        'Page 1 of 1',
      ]),
    );
    // Without a practice the doctor heads the sender block; no BSNR, insurance or ICD-10: a dash.
    expect(shown.filter((text) => text === 'Dr. Anna Weber')).toHaveLength(2);
    expect(shown.filter((text) => text === '–').length).toBeGreaterThanOrEqual(5);
  });

  it('breaks a long order onto further pages, repeating the columns and the tube, numbering every page', async () => {
    const items = Array.from({ length: 80 }, (_, index) => ({
      ...TSH,
      analysis_id: index + 1,
      code: `S${index + 1}`,
    }));
    const { pages } = await readPdf(
      await orderSheetPdf(
        printableOrder({ items, clinical_question: 'Verlaufskontrolle. '.repeat(60) }),
        await printTexts('de'),
      ),
    );

    expect(pages.length).toBeGreaterThanOrEqual(2);
    const last = pages.length;
    pages.forEach((page, index) => expect(texts(page)).toContain(`Seite ${index + 1} von ${last}`));
    const second = texts(pages[1]);
    expect(second[0]).toBe('Auftrag 2600000123 · Müller-Lüdenscheidt, Jürgen (Fortsetzung)');
    expect(second).toContain('Untersuchung');
    expect(second).toContain('Röhrchen 1 · Serum · Serum, rot · 260000012301 (Fortsetzung)');
    // Every analysis printed once, across the pages, none lost at a break.
    const codes = pages.flatMap((page) => texts(page).filter((text) => /^S\d+$/.test(text)));
    expect(codes).toHaveLength(80);
    expect(new Set(codes).size).toBe(80);
  });
});
