/**
 * Issue 27: what the portal exports re-imports into its own LDT and FHIR import with the same
 * values, and the LDT file follows the LDT 3 structure (line lengths, CR LF, record and object
 * frames, mandatory fields, ISO 8859-15, the 9300 check sum).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  exportFhirJson,
  exportLdt3,
  fhirJsonPieces,
  ldt3Closing,
  ldt3Pieces,
} from '../../src/contract/resultExport';
import type { ReportResult } from '../../src/contract/results';
import { readFhirJson } from '../../server/features/reportImport/fhir/fhirJson';
import { reportsOfBundle } from '../../server/features/reportImport/fhir/fhirReports';
import { discardImported } from '../../server/features/reportImport/importedReport';
import { parseLdt } from '../../server/features/reportImport/ldt/ldtParse';
import { EXPORTED_RESULTS, exportedReport, exportInput } from '../../server/testing/resultExportFixture';

interface Line {
  number: number;
  field: string;
  content: Buffer;
}

/** The file's lines, checking each line's frame: LLL = its bytes with CR LF, nothing after the last CR LF. */
function ldtLines(file: Uint8Array): Line[] {
  const bytes = Buffer.from(file);
  const lines: Line[] = [];
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf('\r\n', start, 'latin1');
    expect(end, `line ${lines.length + 1} ends with CR LF`).toBeGreaterThan(start);
    const raw = bytes.subarray(start, end);
    expect(raw.includes(0x0a) || raw.includes(0x0d)).toBe(false);
    expect(Number(raw.subarray(0, 3).toString('latin1')), `length of line ${lines.length + 1}`).toBe(
      raw.length + 2,
    );
    expect(raw.subarray(3, 7).toString('latin1')).toMatch(/^\d{4}$/);
    expect(raw.length - 7, 'content present, at most 990 bytes').toBeGreaterThan(0);
    expect(raw.length - 7).toBeLessThanOrEqual(990);
    lines.push({
      number: lines.length + 1,
      field: raw.subarray(3, 7).toString('latin1'),
      content: raw.subarray(7),
    });
    start = end + 2;
  }
  return lines;
}

const text = (line: Line | undefined) => line?.content.toString('latin1');

/** The lines of each record, checking 8000 ... 8001 frames with the same Satzart. */
function records(lines: Line[]): Map<string, Line[]> {
  const found = new Map<string, Line[]>();
  let open: { type: string; lines: Line[] } | null = null;
  for (const line of lines) {
    if (line.field === '8000') {
      expect(open, `record opened at line ${line.number} inside another`).toBeNull();
      open = { type: text(line) ?? '', lines: [] };
    } else if (line.field === '8001') {
      expect(text(line)).toBe(open?.type);
      found.set(open?.type ?? '', open?.lines ?? []);
      open = null;
    } else {
      expect(open, `line ${line.number} outside a record`).not.toBeNull();
      open?.lines.push(line);
    }
  }
  expect(open).toBeNull();
  return found;
}

/** Every 8002 closes with an 8003 of the same object, nested, each after its attribute (8100-8299). */
function checkObjects(lines: Line[]): void {
  const stack: string[] = [];
  lines.forEach((line, index) => {
    if (line.field === '8002') {
      const attribute = Number(lines[index - 1]?.field);
      expect(attribute >= 8100 && attribute <= 8299, `attribute before line ${line.number}`).toBe(true);
      stack.push(text(line) ?? '');
    }
    if (line.field === '8003') expect(text(line)).toBe(stack.pop());
  });
  expect(stack).toEqual([]);
}

const fieldsOf = (lines: Line[]) => lines.map((line) => line.field);

/** Each object's lines (between its 8002 and 8003, nested ones included), by object id. */
function objectsOf(lines: Line[]): { id: string; lines: Line[] }[] {
  const found: { id: string; lines: Line[] }[] = [];
  const open: { id: string; lines: Line[] }[] = [];
  for (const line of lines) {
    if (line.field === '8003') found.push(open.pop() as { id: string; lines: Line[] });
    for (const object of open) object.lines.push(line);
    if (line.field === '8002') open.push({ id: text(line) ?? '', lines: [] });
  }
  return found;
}

/** The context rules of LDT 3 (KBV; as egore/libldt3 names them) that the export's objects touch. */
function checkContextRules(lines: Line[]): void {
  const objects = objectsOf(lines);
  const has = (object: { lines: Line[] }, field: string) => object.lines.some((line) => line.field === field);
  const report = objects.filter((object) => object.id === 'Obj_0035');
  expect(report).toHaveLength(1);
  // K009: a Laborergebnisbericht holds at least one result object.
  expect(report[0]?.lines.some((line) => ['Obj_0060', 'Obj_0073'].includes(text(line) ?? ''))).toBe(true);
  for (const result of objects.filter((object) => ['Obj_0060', 'Obj_0073'].includes(object.id))) {
    for (const field of ['7304', '8418']) expect(has(result, field), `${result.id} ${field}`).toBe(true);
    // K106/K120: 7260 or 8410; K076: a measuring time unless the status says there is no value.
    expect(has(result, '7260') || has(result, '8410')).toBe(true);
    const status = text(result.lines.find((line) => line.field === '8418'));
    if (!['01', '02', '09', '11', '12'].includes(status ?? '')) expect(has(result, '8225')).toBe(true);
  }
  for (const range of objects.filter((object) => object.id === 'Obj_0042')) {
    // 8424 and 8422 mandatory; K055: 8460, 8461, 8462 or 7316.
    expect(has(range, '8424') && has(range, '8422')).toBe(true);
    expect(['8460', '8461', '8462', '7316'].some((field) => has(range, field))).toBe(true);
  }
  // K002: 8419 1 or 2 is followed by 8421, 9 is not.
  lines.forEach((line, index) => {
    if (line.field !== '8419') return;
    expect(lines[index + 1]?.field === '8421', `line ${line.number}`).toBe(text(line) !== '9');
  });
  for (const attachment of objects.filter((object) => object.id === 'Obj_0010')) {
    // 9970 and 6303 mandatory; K001: 6305 or 8242; K100: an 8242 Obj_0068 holds 6329 lines, no 3564.
    expect(has(attachment, '9970') && has(attachment, '6303') && has(attachment, '8242')).toBe(true);
    expect(has(attachment, '6329') && !has(attachment, '3564')).toBe(true);
  }
}
const emptyRange = { low: null, high: null, text: null };

describe('the LDT 3 export', () => {
  it('frames every line and record as LDT 3 demands, with the mandatory fields of 8220, 8205 and 8221', async () => {
    const lines = ldtLines(await exportLdt3(exportInput()));
    checkObjects(lines);
    checkContextRules(lines);
    const byType = records(lines);
    expect([...byType.keys()]).toEqual(['8220', '8205', '8221']);
    const header = fieldsOf(byType.get('8220') ?? []);
    expect(header).toEqual(expect.arrayContaining(['8132', '0001', '8136', '7266', '8119', '0204', '0203']));
    expect(text(lines.find((line) => line.field === '0001'))).toMatch(/^LDT3\.\d+\.\d+$/);
    const befund = fieldsOf(byType.get('8205') ?? []);
    // Befund: Einsender (7321, LANR), Patient, Befundinformationen (8311, 8401), Material (7364),
    // Laborergebnisbericht with per result 7304, 7364, 8410, 8418, Normalwert 8424 and 8422.
    expect(befund).toEqual(
      expect.arrayContaining([
        '8122',
        '7321',
        '0212',
        '8145',
        '3101',
        '3102',
        '8117',
        '8311',
        '8401',
        '8137',
        '8135',
      ]),
    );
    for (const field of ['8160', '7304', '8410', '8418', '8142', '8424', '8422'])
      expect(
        befund.filter((id) => id === field),
        field,
      ).toHaveLength(EXPORTED_RESULTS.length);
    expect(fieldsOf(byType.get('8221') ?? [])).toEqual(['9300']);
  });

  it('writes ISO 8859-15: umlauts and ß as single bytes, the euro sign at A4', async () => {
    const input = exportInput({
      report: exportedReport({
        patient_data: { nachname: 'Größer-Weiß', vorname: 'Jürgen €', geburtsdatum: null, nummer: null },
      }),
    });
    const lines = ldtLines(await exportLdt3(input));
    const surname = lines.find((line) => line.field === '3101');
    expect([...(surname?.content ?? [])]).toEqual([
      0x47, 0x72, 0xf6, 0xdf, 0x65, 0x72, 0x2d, 0x57, 0x65, 0x69, 0xdf,
    ]);
    expect(text(surname)).toHaveLength(11);
    expect(lines.find((line) => line.field === '3102')?.content.at(-1)).toBe(0xa4);
  });

  it('closes with the SHA-1 of everything before the 9300 line', async () => {
    const file = Buffer.from(await exportLdt3(exportInput()));
    const at = file.indexOf('9300', 0, 'latin1') - 3;
    const line = file.subarray(at, file.indexOf('\r\n', at, 'latin1')).toString('latin1');
    expect(line.slice(7)).toBe(createHash('sha1').update(file.subarray(0, at)).digest('hex'));
  });

  it('writes dates as JJJJMMTT and times in German local time', async () => {
    const lines = ldtLines(await exportLdt3(exportInput()));
    expect(text(lines.find((line) => line.field === '3103'))).toBe('19580203');
    // The sample, 2026-11-22 07:45 UTC: 08:45 in Berlin (CET).
    const sampleAt = lines.findIndex((line) => text(line) === 'Timestamp_Materialabnahme_entnahme');
    expect(lines.slice(sampleAt + 2, sampleAt + 5).map(text)).toEqual(['20261122', '084500', 'UTC+1']);
  });

  it('embeds the PDF as base64 lines of an Anhang, and exports a report without results', async () => {
    const input = exportInput({ report: exportedReport({ results: null }) });
    const lines = ldtLines(await exportLdt3(input));
    checkObjects(lines);
    checkContextRules(lines);
    // No empty Laborergebnisbericht: one 'other result' whose finding is the attached PDF.
    expect(objectsOf(lines).filter((object) => object.id === 'Obj_0073')).toHaveLength(1);
    const base64 = lines
      .filter((line) => line.field === '6329')
      .map((line) => text(line))
      .join('');
    expect(Buffer.from(base64, 'base64')).toEqual(Buffer.from(input.pdf ?? []));
    expect(text(lines.find((line) => line.field === '6303'))).toBe('PDF');
    expect(lines.filter((line) => line.field === '8160')).toHaveLength(0);
  });
});

/** The results as an import reads them: the German name stands for both languages. */
const asImported = (results: readonly ReportResult[], { group }: { group: boolean }) =>
  results.map((result) => ({
    ...result,
    group: group ? result.group : null,
    name: { de: result.name.de, en: result.name.de },
  }));

describe('a round trip through the portal’s own import', () => {
  it('LDT: the import reads back reference number, patient, status, times, every value and the PDF', async () => {
    const input = exportInput();
    const [befund, ...others] = await parseLdt([Buffer.from(await exportLdt3(input))]);
    const imported = befund?.report;
    try {
      expect(others).toHaveLength(0);
      expect(imported).toMatchObject({
        doctorKey: 'A-100483',
        befundId: '26110042',
        patient: { nachname: 'Größer', vorname: 'Jürgen', geburtsdatum: '1958-02-03', nummer: 'P-778812' },
        status: 'corrected',
        sampledAt: new Date('2026-11-22T07:45:00.000Z'),
        reportedAt: new Date('2026-11-23T08:15:00.000Z'),
      });
      // LDT 3 has no field for the lab's group of an analyte nor for its English name.
      expect(imported?.results).toEqual(asImported(EXPORTED_RESULTS, { group: false }));
      expect(await imported?.pdf?.read()).toEqual(Buffer.from(input.pdf ?? []));
    } finally {
      await discardImported(imported ? [imported] : []);
    }
  });

  it('LDT: a final report in summer time, a result without a value, a long name cut to its field', async () => {
    const results: ReportResult[] = [
      ...EXPORTED_RESULTS.slice(0, 2),
      { ...(EXPORTED_RESULTS[3] as ReportResult), position: 2, value: '', range: emptyRange, flag: 'N' },
    ];
    const input = exportInput({
      report: exportedReport({
        result_status: 'final',
        sampled_at: '2026-06-30T22:30:15.000Z',
        patient_data: { nachname: 'N'.repeat(50), vorname: 'Jürgen', geburtsdatum: null, nummer: null },
        results,
      }),
    });
    const file = await exportLdt3(input);
    const lines = ldtLines(file);
    expect(text(lines.find((line) => line.field === '3101'))).toBe('N'.repeat(45));
    expect(lines.filter((line) => line.field === '8418').map(text)).toEqual(['06', '06', '09']);
    const sampleAt = lines.findIndex((line) => text(line) === 'Timestamp_Materialabnahme_entnahme');
    expect(lines.slice(sampleAt + 2, sampleAt + 5).map(text)).toEqual(['20260701', '003015', 'UTC+2']);
    const [befund] = await parseLdt([Buffer.from(file)]);
    const imported = befund?.report;
    try {
      expect(imported).toMatchObject({
        patient: { geburtsdatum: null, nummer: null },
        status: 'final',
        sampledAt: new Date('2026-06-30T22:30:15.000Z'),
      });
      expect(imported?.results).toEqual(asImported(results, { group: false }));
    } finally {
      await discardImported(imported ? [imported] : []);
    }
  });

  it('LDT: a report without results re-imports as its PDF alone, its Obj_0073 read as no result', async () => {
    const input = exportInput({ report: exportedReport({ results: null, result_status: null }) });
    const [befund] = await parseLdt([Buffer.from(await exportLdt3(input))]);
    const imported = befund?.report;
    try {
      expect(imported?.results).toEqual([]);
      expect(imported?.status).toBe('final');
      expect(await imported?.pdf?.read()).toEqual(Buffer.from(input.pdf ?? []));
    } finally {
      await discardImported(imported ? [imported] : []);
    }
  });

  it('FHIR: the import reads back reference number, doctor, patient, status, times, every value and the PDF', async () => {
    const input = exportInput();
    const json = await readFhirJson(Readable.from([Buffer.from(exportFhirJson(input))]));
    const [imported, ...others] = reportsOfBundle(json);
    try {
      expect(others).toHaveLength(0);
      expect(imported).toMatchObject({
        doctorKey: 'A-100483',
        befundId: '26110042',
        patient: { nachname: 'Größer', vorname: 'Jürgen', geburtsdatum: '1958-02-03', nummer: 'P-778812' },
        status: 'corrected',
        sampledAt: new Date('2026-11-22T07:45:00.000Z'),
        reportedAt: new Date('2026-11-24T09:30:00.000Z'),
      });
      expect(imported?.results).toEqual(asImported(EXPORTED_RESULTS, { group: true }));
      expect(await imported?.pdf?.read()).toEqual(Buffer.from(input.pdf ?? []));
    } finally {
      await json.discard();
      await discardImported(imported ? [imported] : []);
    }
  });
});

describe('the pieces the server streams', () => {
  it('join to the very files the device makes, whatever the piece size', async () => {
    const pdf = new Uint8Array(10_000).map((_, index) => (index * 7) % 256);
    const input = exportInput({ pdf });
    for (const pieceBytes of [45, 100, 4500]) {
      const body = Buffer.concat([...ldt3Pieces(input, pieceBytes)]);
      const closing = ldt3Closing(createHash('sha1').update(body).digest('hex'));
      expect(Buffer.concat([body, closing])).toEqual(Buffer.from(await exportLdt3(input)));
      let ids = 0;
      const newId = () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`;
      const pieces = [...fhirJsonPieces(input, newId, pieceBytes)].join('');
      ids = 0;
      expect(pieces).toBe(exportFhirJson(input, newId));
      expect(JSON.parse(pieces).entry[0].resource.presentedForm[0].data).toBe(
        Buffer.from(pdf).toString('base64'),
      );
    }
  });
});
