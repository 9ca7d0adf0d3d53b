import { describe, expect, it } from 'vitest';
import type { DoctorRow } from '../../../db/rows';
import {
  DEFAULT_DOCTOR_LIST,
  doctorListView,
  readDoctorListParams,
  writeDoctorListParams,
} from './doctorListView';

function doctor(id: number, fields: Partial<DoctorRow> = {}): DoctorRow {
  return {
    id: String(id),
    uuid: `uuid-${id}`,
    anrede: 'Herr',
    titel: null,
    vorname: 'Max',
    nachname: `Arzt ${id}`,
    strasse: null,
    plz: null,
    ort: null,
    country: null,
    phone: null,
    mobile: null,
    email: `arzt${id}@example.org`,
    lis_id: null,
    language: 'de',
    invited: false,
    invited_at: null,
    credentials_set: false,
    two_factor_type: null,
    two_factor_confirmed: false,
    last_login_at: null,
    previous_login_at: null,
    newsletter_lists: [],
    status: 'active',
    locked: false,
    results: 0,
    office_ids: [],
    created_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

const names = (rows: DoctorRow[]) => rows.map((row) => row.nachname);

describe('the doctor lists (spec §2 users: list, inactive)', () => {
  const rows = [
    doctor(1, { nachname: 'Weber', ort: 'Hamburg', results: 4 }),
    doctor(2, { nachname: 'klein', ort: 'Altona', results: 1 }),
    doctor(3, { nachname: 'Özdemir', status: 'inactive' }),
    doctor(4, { nachname: 'Adler', ort: null, results: 9 }),
  ];

  it('lists the active doctors by name, A to Z, ignoring case and umlauts', () => {
    const view = doctorListView(rows, 'active', DEFAULT_DOCTOR_LIST);
    expect(names(view.rows)).toEqual(['Adler', 'klein', 'Weber']);
    expect(view.total).toBe(3);
  });

  it('lists the deactivated doctors on the inactive page only', () => {
    expect(names(doctorListView(rows, 'inactive', DEFAULT_DOCTOR_LIST).rows)).toEqual(['Özdemir']);
  });

  it('sorts by results, most first when descending', () => {
    const view = doctorListView(rows, 'active', {
      ...DEFAULT_DOCTOR_LIST,
      sortBy: 'results',
      sortDesc: true,
    });
    expect(names(view.rows)).toEqual(['Adler', 'Weber', 'klein']);
  });

  it('sorts by address (city), the doctors without one first ascending', () => {
    const view = doctorListView(rows, 'active', { ...DEFAULT_DOCTOR_LIST, sortBy: 'address' });
    expect(names(view.rows)).toEqual(['Adler', 'klein', 'Weber']);
  });

  it('pages the list and counts every doctor of it', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      doctor(i + 1, { nachname: `Arzt ${String(i + 1).padStart(2, '0')}` }),
    );
    const second = doctorListView(many, 'active', { ...DEFAULT_DOCTOR_LIST, perPage: 10, page: 2 });
    expect(second.total).toBe(25);
    expect(second.lastPage).toBe(3);
    expect(names(second.rows)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Arzt ${String(i + 11).padStart(2, '0')}`),
    );
  });

  it('moves a page beyond the end back to the last page', () => {
    const view = doctorListView(rows, 'active', { ...DEFAULT_DOCTOR_LIST, perPage: 10, page: 5 });
    expect(view.page).toBe(1);
    expect(view.rows).toHaveLength(3);
  });
});

describe('the doctor list query', () => {
  it('falls back to the defaults for unknown values', () => {
    expect(readDoctorListParams(new URLSearchParams('sortBy=password&perPage=7&page=-1'))).toEqual(
      DEFAULT_DOCTOR_LIST,
    );
  });

  it('keeps sort and page size, leaves defaults out, and starts a new sort at page 1', () => {
    const paged = writeDoctorListParams(new URLSearchParams(), { page: 3, perPage: 50 });
    expect(paged.toString()).toBe('page=3&perPage=50');
    const sorted = writeDoctorListParams(paged, { sortBy: 'email', sortDesc: true });
    expect(readDoctorListParams(sorted)).toEqual({ sortBy: 'email', sortDesc: true, page: 1, perPage: 50 });
  });
});
