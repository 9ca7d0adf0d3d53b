import { describe, expect, it } from 'vitest';
import type { Bundle, DiagnosticReport, Observation } from 'fhir/r4';
import type { ReportRow } from '../../../../db/rows';
import { reportExportFile } from './reportExportFile';

/** A mirrored report as the viewer has it: feed id, sealed fields opened, results carried. */
const row: ReportRow = {
  id: '812',
  uuid: '9d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  befund_id: '26110077',
  patient_data: { nachname: 'Größer', vorname: 'Jürgen', geburtsdatum: '1958-02-03', nummer: 'P-1' },
  filename: 'A-100483_26110077_Größer_Jürgen.pdf',
  filesize: 12,
  version: 1,
  user: {
    id: 7,
    uuid: '0b6f3a52-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
    titel: null,
    vorname: 'Anna',
    nachname: 'Weber',
  },
  created_at: '2026-11-23T08:15:00.000Z',
  updated_at: '2026-11-23T08:15:00.000Z',
  read_at: null,
  downloadable_until: '2027-05-23T08:15:00.000Z',
  patient_id: '6a0d8f7e-5c4b-4a39-8e2d-1f0a9b8c7d6e',
  sampled_at: null,
  result_status: 'final',
  results: [
    {
      position: 0,
      group: null,
      code: 'K',
      loinc: null,
      name: { de: 'Kalium', en: 'Potassium' },
      kind: 'numeric',
      value: '7.1',
      numeric: 7.1,
      unit: 'mmol/l',
      range: { low: 3.5, high: 5.1, text: null },
      flag: 'HH',
    },
    {
      position: 1,
      group: null,
      code: 'URIN',
      loinc: null,
      name: { de: 'Urinstatus', en: 'Urinalysis' },
      kind: 'text',
      value: 'unauffällig',
      numeric: null,
      unit: '',
      range: { low: null, high: null, text: null },
      flag: 'N',
    },
  ],
};
const pdf = new TextEncoder().encode('%PDF-1.4 kept');
const context = { labName: 'Labor Dr. Sommerfeld MVZ GmbH', doctorLanr: 'A-100483' };

describe('a report exported on the device', () => {
  it('writes LDT 3 from the mirrored row and the kept PDF', async () => {
    const file = await reportExportFile(row, 'ldt', context, pdf);
    expect(file).toMatchObject({ type: 'text/plain; charset=iso-8859-15', fileName: '26110077.ldt' });
    const text = new TextDecoder('iso-8859-15').decode(file?.content as Uint8Array);
    const lines = text.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '0153101Größer',
        '0170212A-100483',
        '0108410K',
        '01284207.1',
        '01284613.5',
        '0118422HH',
        '0208420unauffällig',
      ]),
    );
    const base64 = lines.filter((line) => line.slice(3, 7) === '6329').map((line) => line.slice(7));
    expect(atob(base64.join(''))).toBe('%PDF-1.4 kept');
  });

  it('writes a FHIR Bundle with an Observation per value and the PDF', async () => {
    const file = await reportExportFile(row, 'fhir', context, pdf);
    expect(file?.fileName).toBe('26110077.json');
    const bundle = JSON.parse(file?.content as string) as Bundle;
    const resources = bundle.entry?.map((entry) => entry.resource) ?? [];
    const observations = resources.filter(
      (resource): resource is Observation => resource?.resourceType === 'Observation',
    );
    expect(
      observations.map((observation) => [observation.valueQuantity?.value, observation.valueString]),
    ).toEqual([
      [7.1, undefined],
      [undefined, 'unauffällig'],
    ]);
    const report = resources.find(
      (resource): resource is DiagnosticReport => resource?.resourceType === 'DiagnosticReport',
    );
    expect(report?.presentedForm?.[0]?.data).toBe(btoa('%PDF-1.4 kept'));
  });

  it('leaves a row mirrored before issue 27 (no results field) to the server', async () => {
    const { results: _results, ...before27 } = row;
    expect(await reportExportFile(before27, 'ldt', context, pdf)).toBeNull();
  });
});
