// @vitest-environment happy-dom
/**
 * The iEC documents as the device makes them offline: in a browser-like environment, compiled under
 * the app's tsconfig (no Node types), from the mirrored records. The server's suite
 * (server/features/iec/iec.test.ts) reads the same renderers' output through its routes.
 */
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { IecSourceRecord, IecSubstanceGroupRecord, IecSubstanceRecord } from '../../contract/iec';
import { IEC_DOCUMENT_LABELS } from './iecDocumentLabels';
import {
  buildIecDocument,
  iecDocumentFileName,
  IEC_XLSX_HEADER_ROW,
  renderIecPdf,
  renderIecXlsx,
} from './index';

const at = '2026-11-24T09:00:00.000Z';
const sources: IecSourceRecord[] = [
  { id: 7, citation: 'Lehrbuch der Toxikologie', updated_at: at },
  { id: 9, citation: 'Kommission Human-Biomonitoring: Übersicht', updated_at: at },
];
const groups: IecSubstanceGroupRecord[] = [
  { id: 2, title: { de: 'Pestizide', en: 'Pesticides' }, position: 1, substance_ids: [21], updated_at: at },
  { id: 1, title: { de: 'Metalle', en: 'Metals' }, position: 0, substance_ids: [11, 12], updated_at: at },
];
const substance = (
  id: number,
  group: number,
  de: string,
  en: string,
  sourceIds: number[],
): IecSubstanceRecord => ({
  id,
  group_id: group,
  name: { de, en },
  synonyms: [`${en} (syn)`],
  cas: null,
  info: { de: `${de}: kurze Information zur Substanz.`, en: `${en}: short information on the substance.` },
  source_ids: sourceIds,
  updated_at: at,
});
const substances = [
  substance(12, 1, 'Zink', 'Zinc', [9]),
  substance(11, 1, 'Blei', 'Lead', [9, 7]),
  substance(21, 2, 'Glyphosat', 'Glyphosate', [7]),
  substance(30, 1, 'Cadmium', 'Cadmium', []),
];
const input = (locale: 'de' | 'en') => ({
  locale,
  labName: 'Labor Dr. Sommerfeld MVZ GmbH',
  createdAt: new Date(at),
  substanceIds: [21, 12, 11],
  substances,
  groups,
  sources,
});

function latin1(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  return pdf
    .getPages()
    .flatMap((page) => {
      const contents = page.node.Contents();
      return contents instanceof PDFArray ? contents.asArray() : [contents];
    })
    .map((part) => pdf.context.lookup(part))
    .filter((stream) => stream instanceof PDFRawStream)
    .flatMap((stream) => [...latin1(decodePDFRawStream(stream).decode()).matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
    .map((match) => latin1(Uint8Array.from((match[1] ?? '').match(/../g) ?? [], (hex) => parseInt(hex, 16))))
    .join('\n');
}

describe('the iEC document model', () => {
  it('orders groups by position and substances by name, leaves out the unselected, numbers sources by first citation', () => {
    const model = buildIecDocument(input('de'));
    expect(model.groups.map((group) => group.title)).toEqual(['Metalle', 'Pestizide']);
    expect(model.groups[0]?.substances.map((item) => item.name)).toEqual(['Blei', 'Zink']);
    expect(model.groups[0]?.substances[0]?.sourceNumbers).toEqual([1, 2]);
    expect(model.groups[1]?.substances[0]?.sourceNumbers).toEqual([2]);
    expect(model.sources).toEqual([
      { number: 1, citation: 'Kommission Human-Biomonitoring: Übersicht' },
      { number: 2, citation: 'Lehrbuch der Toxikologie' },
    ]);
    expect(model.substanceCount).toBe(3);
    expect(model.dateText).toBe('24. November 2026');
    expect(iecDocumentFileName(model, 'pdf')).toBe('iEC-Auswahl_2026-11-24.pdf');
  });

  it('takes the mirrored rows as they are (ids as strings)', () => {
    const mirrored = {
      ...input('de'),
      substances: substances.map((item) => ({ ...item, id: String(item.id) })),
      groups: groups.map((group) => ({ ...group, id: String(group.id) })),
      sources: sources.map((source) => ({ ...source, id: String(source.id) })),
    };
    expect(buildIecDocument(mirrored)).toEqual(buildIecDocument(input('de')));
  });

  it('speaks the requested language', () => {
    const model = buildIecDocument(input('en'));
    expect(model.groups.map((group) => group.title)).toEqual(['Metals', 'Pesticides']);
    expect(model.groups[0]?.substances.map((item) => item.name)).toEqual(['Lead', 'Zinc']);
    expect(model.labels).toBe(IEC_DOCUMENT_LABELS.en);
  });
});

describe('the iEC documents rendered in a browser-like environment', () => {
  it('draws a PDF naming the laboratory, the date, the groups and the selected substances, the same bytes every time', async () => {
    const model = buildIecDocument(input('de'));
    const bytes = await renderIecPdf(model);
    expect(bytes).toBeInstanceOf(Uint8Array);
    const text = await pdfText(bytes);
    for (const expected of [
      'Labor Dr. Sommerfeld MVZ GmbH',
      'iEC-Auswahl',
      'Datum: 24. November 2026',
      'Metalle',
      'Blei',
      'Zink',
      'Glyphosat',
      '[1] Kommission',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Cadmium');
    expect(await renderIecPdf(model)).toEqual(bytes);
  });

  it('writes an XLSX with one row per selected substance and a sheet of sources', async () => {
    const bytes = await renderIecXlsx(buildIecDocument(input('en')));
    expect(bytes).toBeInstanceOf(Uint8Array);
    const copy = new Uint8Array(bytes);
    const [selection, list] = await readXlsxFile(copy.buffer);
    expect(selection?.sheet).toBe('Selection');
    const rows = (selection?.data ?? []).slice(IEC_XLSX_HEADER_ROW);
    expect(rows.map((row) => [row[0], row[1], row[5]])).toEqual([
      ['Metals', 'Lead', '[1], [2]'],
      ['Metals', 'Zinc', '[1]'],
      ['Pesticides', 'Glyphosate', '[2]'],
    ]);
    expect(list?.data.slice(1).map((row) => row[1])).toEqual([
      'Kommission Human-Biomonitoring: Übersicht',
      'Lehrbuch der Toxikologie',
    ]);
  });

  it('imports nothing of Node: only the contract, pdf-lib and the universal XLSX writer', () => {
    const files = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const imports = Object.values(files).flatMap((code) =>
      [...code.matchAll(/^import[^;]*?from '([^']+)'/gms)].map((match) => match[1]),
    );
    expect(imports.length).toBeGreaterThan(0);
    const allowed = /^(\.\/|\.\.\/\.\.\/contract\/|pdf-lib$|write-excel-file\/universal$)/;
    expect(imports.filter((path) => !allowed.test(path ?? ''))).toEqual([]);
  });
});
