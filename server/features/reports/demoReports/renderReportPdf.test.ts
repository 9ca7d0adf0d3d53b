import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printedResultsTable, resultsTableOfPdf } from '../../../testing/printedResults';
import { demoReportContents, type AnalyteResult, type DemoReportContent } from './demoReportContent';
import { DEMO_PATIENT_HISTORIES } from './demoPatientHistories';
import { demoResultsInput } from './demoReportResults';
import { renderReportPdf } from './renderReportPdf';

const LAB_NAME = 'Labor Kundencenter';
const HAEMOGLOBIN = { panel: 'Blutbild', name: 'Hämoglobin', unit: 'g/dl', decimals: 1 };

function report(results: AnalyteResult[]): DemoReportContent {
  return {
    befundId: '40123456',
    doctor: { titel: 'Dr. med.', vorname: 'Jörg', nachname: 'Weißmüller' },
    patient: { nachname: 'Schäfer', vorname: 'Käthe', geburtsdatum: '1958-04-23' },
    receivedAt: new Date('2026-02-27T08:15:00Z'),
    reportedAt: new Date('2026-02-28T14:40:00Z'),
    validatedBy: 'Dr. med. Katharina Sommerfeld',
    results,
  };
}

const FEW_RESULTS: AnalyteResult[] = [
  { ...HAEMOGLOBIN, range: { kind: 'between', low: 12, high: 16 }, value: 13.4 },
  {
    ...HAEMOGLOBIN,
    name: 'Leukozyten',
    unit: '/nl',
    range: { kind: 'between', low: 4, high: 10 },
    value: 11.8,
  },
  {
    panel: 'Niere',
    name: 'eGFR',
    unit: 'ml/min',
    decimals: 0,
    range: { kind: 'above', limit: 60 },
    value: 48,
  },
];

const MANY_RESULTS: AnalyteResult[] = Array.from({ length: 80 }, (_, index) => ({
  ...HAEMOGLOBIN,
  panel: `Panel ${Math.floor(index / 8) + 1}`,
  range: { kind: 'between', low: 12, high: 16 },
  value: 10 + (index % 9),
}));

/** WinAnsi is Latin-1 but for 0x80-0x9F, of which the report prints the en dash and the ellipsis. */
function decodeWinAnsi(hex: string): string {
  return Buffer.from(hex, 'hex').toString('latin1').replaceAll('\x96', '–').replaceAll('\x85', '…');
}

/** The strings drawn on each page, one per line, read from the decoded content streams. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const operators = parts
      .map((part) => pdf.context.lookup(part))
      .filter((stream) => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
    const strings = [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)];
    return strings.map((match) => decodeWinAnsi(match[1] ?? '')).join('\n');
  });
}

describe('renderReportPdf', () => {
  it('writes a complete PDF file: %PDF- magic bytes at the start, %%EOF at the end', async () => {
    const bytes = await renderReportPdf(report(FEW_RESULTS), { labName: LAB_NAME });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes.subarray(-16)).toString('latin1').trimEnd()).toMatch(/%%EOF$/);
  });

  it('titles the document after the reference number and names the laboratory as producer', async () => {
    const bytes = await renderReportPdf(report(FEW_RESULTS), { labName: LAB_NAME });
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Befund 40123456');
    expect(pdf.getProducer()).toBe(LAB_NAME);
    expect(pdf.getCreationDate()).toEqual(new Date('2026-02-28T14:40:00Z'));
    expect(pdf.getPageCount()).toBe(1);
  });

  it('prints letterhead, doctor, patient, dates, results with flags and the validation', async () => {
    const [text = ''] = await pageTexts(await renderReportPdf(report(FEW_RESULTS), { labName: LAB_NAME }));
    for (const expected of [
      LAB_NAME,
      'Dr. med. Jörg Weißmüller',
      'Schäfer, Käthe',
      'geb. 23.04.1958',
      '40123456',
      '27.02.2026',
      '28.02.2026',
      'Hämoglobin\n13,4\ng/dl\n12,0 – 16,0',
      'Leukozyten\n11,8\n/nl\n4,0 – 10,0\nH',
      'eGFR\n48\nml/min\n> 60\nL',
      'Validiert durch Dr. med. Katharina Sommerfeld am 28.02.2026.',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
    // The in-range haemoglobin carries no flag: its row ends with the reference range.
    expect(text).toContain('12,0 – 16,0\nLeukozyten');
  });

  it('continues a long report on further pages, numbered, with the validation on the last', async () => {
    const bytes = await renderReportPdf(report(MANY_RESULTS), { labName: LAB_NAME });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const texts = await pageTexts(bytes);
    const total = texts.length;
    texts.forEach((text, index) => expect(text).toContain(`Seite ${index + 1} von ${total}`));
    expect(texts.at(-1)).toContain('Validiert durch');
    expect(texts.slice(0, -1).join('')).not.toContain('Validiert durch');
    const printedRows = texts.join('\n').match(/^Hämoglobin$/gm) ?? [];
    expect(printedRows).toHaveLength(80);
  });

  it('gives the same bytes for the same report', async () => {
    const content = report(MANY_RESULTS);
    const first = await renderReportPdf(content, { labName: LAB_NAME });
    const second = await renderReportPdf(content, { labName: LAB_NAME });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('prints characters outside WinAnsi as a question mark instead of failing', async () => {
    const content = {
      ...report(FEW_RESULTS),
      patient: { nachname: 'Łukasiewicz', vorname: 'Zoë', geburtsdatum: '1990-01-01' },
    };
    const [text = ''] = await pageTexts(await renderReportPdf(content));
    expect(text).toContain('?ukasiewicz, Zoë');
  });

  it('renders every generated demo report', async () => {
    const contents = demoReportContents(7, 5, {
      doctor: { titel: 'Dr. med.', vorname: 'Anna', nachname: 'Becker' },
      now: new Date('2026-03-02T09:00:00Z'),
    });
    for (const content of contents) {
      const pdf = await PDFDocument.load(await renderReportPdf(content));
      expect(pdf.getTitle()).toBe(`Befund ${content.befundId}`);
    }
  });
});

describe('the demo reports as stored and as printed (issue 27)', () => {
  const now = new Date('2026-03-02T09:00:00Z');
  const generated = demoReportContents(483, 18, {
    doctor: { titel: 'Dr. med.', vorname: 'Katharina', nachname: 'Weber' },
    now,
    histories: DEMO_PATIENT_HISTORIES['dr.weber'] ?? [],
  });

  it('prints exactly the values, units, ranges and flags that are stored, in the stored order', async () => {
    const structured = generated.filter((content) => content.structured);
    expect(structured.length).toBeGreaterThan(30);
    for (const content of structured) {
      const stored = demoResultsInput(content, '381234500', 'current');
      const bytes = await renderReportPdf(content, { labName: LAB_NAME });
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
      expect(await resultsTableOfPdf(bytes), content.befundId).toBe(printedResultsTable(stored.results));
    }
  });

  it('prints the patient as stored: name, birth date, patient number, and the sample time', async () => {
    const critical = generated.find((content) => content.patient.nummer === '40061234');
    if (!critical) throw new Error('no report of Erika Mustermann');
    const { patient, sampledAt } = demoResultsInput(critical, null, 'current');
    const [text = ''] = await pageTexts(await renderReportPdf(critical, { labName: LAB_NAME }));
    const [year, month, day] = (patient.geburtsdatum ?? '').split('-');
    expect(text).toContain(`${patient.nachname}, ${patient.vorname}`);
    expect(text).toContain(`geb. ${day}.${month}.${year} · Pat.-Nr. ${patient.nummer}`);
    const sampled = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(sampledAt ?? now);
    expect(text).toContain(`Entnahme\n${sampled}`);
  });

  it('prints the critical potassium with its HH flag, and the correction as such', async () => {
    // Newest first: the first of Erika Mustermann's is her newest.
    const newest = generated.find((content) => content.patient.nummer === '40061234');
    if (!newest) throw new Error('no report of Erika Mustermann');
    const [critical = ''] = await pageTexts(await renderReportPdf(newest, { labName: LAB_NAME }));
    expect(critical).toContain('Kalium\n7,1\nmmol/l\n3,5 – 5,1\nHH');
    const corrected = generated.find((content) => content.corrected);
    if (!corrected) throw new Error('no corrected report');
    expect(demoResultsInput(corrected, null, 'current').status).toBe('corrected');
    expect(demoResultsInput(corrected, null, 'first').status).toBe('final');
    const [text = ''] = await pageTexts(await renderReportPdf(corrected, { labName: LAB_NAME }));
    expect(text).toContain('Laborbefund – Korrektur');
  });
});
