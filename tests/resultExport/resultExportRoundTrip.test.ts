/**
 * Issue 27: what the portal exports re-imports into its own LDT and FHIR import with the same
 * values, and the LDT file follows the LDT 3 structure (line lengths, CR LF, record and object
 * frames, mandatory fields, ISO 8859-15, the 9300 check sum).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { exportFhirJson, exportLdt3 } from '../../src/contract/resultExport';
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

describe('the LDT 3 export', () => {
  it('frames every line and record as LDT 3 demands, with the mandatory fields of 8220, 8205 and 8221', async () => {
    const lines = ldtLines(await exportLdt3(exportInput()));
    checkObjects(lines);
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
    const base64 = lines
      .filter((line) => line.field === '6329')
      .map((line) => text(line))
      .join('');
    expect(Buffer.from(base64, 'base64')).toEqual(Buffer.from(input.pdf ?? []));
    expect(text(lines.find((line) => line.field === '6303'))).toBe('PDF');
    expect(lines.filter((line) => line.field === '8160')).toHaveLength(0);
  });
});

describe('a round trip through the portal’s own import', () => {
  it('LDT: the import reads back the reference number, patient and every value, unit, range and flag', async () => {
    // after merge: keep the birth date (remove this override) once ldtParse reads LDT 3's JJJJMMTT
    // dates (spec 6.4.2); today it reads LDT 2's TTMMJJJJ and refuses 19580203.
    const patient = { ...exportedReport().patient_data, geburtsdatum: null };
    const input = exportInput({ report: exportedReport({ patient_data: patient }) });
    const [befund, ...others] = await parseLdt([Buffer.from(await exportLdt3(input))]);
    const imported = befund?.report;
    try {
      expect(others).toHaveLength(0);
      expect(imported).toMatchObject({
        doctorKey: 'A-100483',
        befundId: '26110042',
        patient: { nachname: 'Größer', vorname: 'Jürgen' },
      });
      expect(imported?.results).toEqual(
        EXPORTED_RESULTS.map((result) => ({
          code: result.code,
          name: result.name.de,
          value: result.value,
          unit: result.unit,
          range: result.range.text ?? '',
          flag: result.flag,
        })),
      );
      // after merge: the extended parser's fields come back too:
      // expect(imported?.patient).toMatchObject({ nummer: 'P-778812', geburtsdatum: '1958-02-03' });
      // expect(imported?.status).toBe('corrected');
      // expect(imported?.sampledAt?.toISOString()).toBe('2026-11-22T07:45:00.000Z');
      // expect(imported?.results.map((r) => [r.loinc, r.range.low, r.range.high])).toEqual(
      //   EXPORTED_RESULTS.map((r) => [r.loinc, r.range.low, r.range.high]));
      // after merge: the embedded PDF (LDT 3: 8242 Obj_0068 with 6329 lines) is read as the report's PDF:
      // expect(imported?.pdf).not.toBeNull();
    } finally {
      await discardImported(imported ? [imported] : []);
    }
  });

  it('FHIR: the import reads back the reference number, doctor, patient, every value and the PDF', async () => {
    const input = exportInput();
    const json = await readFhirJson(Readable.from([Buffer.from(exportFhirJson(input))]));
    const [imported, ...others] = reportsOfBundle(json);
    try {
      expect(others).toHaveLength(0);
      expect(imported).toMatchObject({
        doctorKey: 'A-100483',
        befundId: '26110042',
        patient: { nachname: 'Größer', vorname: 'Jürgen', geburtsdatum: '1958-02-03' },
        reportedAt: new Date('2026-11-24T09:30:00.000Z'),
      });
      expect(imported?.results).toEqual(
        EXPORTED_RESULTS.map((result) => ({
          code: result.code,
          name: result.name.de,
          value: result.value,
          unit: result.unit,
          // Today's import words limits without a text as 'low-high', '< high', '> low'.
          range:
            result.range.text ??
            (result.range.low !== null && result.range.high !== null
              ? `${result.range.low}-${result.range.high}`
              : result.range.high !== null
                ? `< ${result.range.high}`
                : result.range.low !== null
                  ? `> ${result.range.low}`
                  : ''),
          flag: result.flag,
        })),
      );
      expect(imported?.pdf).not.toBeNull();
      // after merge: the extended parser's fields come back too:
      // expect(imported?.patient).toMatchObject({ nummer: 'P-778812' });
      // expect(imported?.status).toBe('corrected');
      // expect(imported?.sampledAt?.toISOString()).toBe('2026-11-22T07:45:00.000Z');
      // expect(imported?.results.map((r) => [r.loinc, r.range.low, r.range.high])).toEqual(
      //   EXPORTED_RESULTS.map((r) => [r.loinc, r.range.low, r.range.high]));
    } finally {
      await json.discard();
      await discardImported(imported ? [imported] : []);
    }
  });
});
