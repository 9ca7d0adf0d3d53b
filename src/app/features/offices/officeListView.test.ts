import { describe, expect, it } from 'vitest';
import { OFFICE_SETTING_DEFAULTS } from '../../../contract/officeSettings';
import type { OfficeRow } from '../../../db/rows';
import { DEFAULT_OFFICE_LIST, officeListView } from './officeListView';

const office = (id: number, name: string, fields: Partial<OfficeRow> = {}): OfficeRow => ({
  id: String(id),
  uuid: `uuid-${id}`,
  name,
  bsnr: null,
  lis_id: null,
  strasse: null,
  plz: null,
  ort: null,
  country: null,
  phone: null,
  email: null,
  active: true,
  doctor_ids: [],
  ...OFFICE_SETTING_DEFAULTS,
  ...fields,
});

describe('the office lists (spec §2 offices: list, inactive)', () => {
  const rows = [
    office(1, 'Praxis Weber', { doctor_ids: [1, 2] }),
    office(2, 'Gemeinschaftspraxis Altona'),
    office(3, 'Alte Praxis', { active: false }),
  ];

  it('lists the active offices by name and the inactive ones apart', () => {
    expect(officeListView(rows, true, DEFAULT_OFFICE_LIST).rows.map((row) => row.name)).toEqual([
      'Gemeinschaftspraxis Altona',
      'Praxis Weber',
    ]);
    expect(officeListView(rows, false, DEFAULT_OFFICE_LIST).rows.map((row) => row.name)).toEqual([
      'Alte Praxis',
    ]);
  });

  it('sorts by the number of doctors', () => {
    const view = officeListView(rows, true, { ...DEFAULT_OFFICE_LIST, sortBy: 'doctors', sortDesc: true });
    expect(view.rows[0]?.name).toBe('Praxis Weber');
  });

  it('pages', () => {
    const view = officeListView(rows, true, { ...DEFAULT_OFFICE_LIST, perPage: 10 });
    expect(view).toMatchObject({ total: 2, page: 1, lastPage: 1 });
  });
});
