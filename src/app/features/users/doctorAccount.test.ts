import { describe, expect, it } from 'vitest';
import { profileInformationSchema } from '../../../contract/auth';
import { NEWSLETTER_LIST_DE, NEWSLETTER_LIST_EN } from '../../../contract/constants';
import { doctorInputSchema } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';
import { profileValues } from '../../components/profileValues';
import { doctorInputWith, withList } from './doctorAccountInput';

const weber: DoctorRow = {
  id: '7',
  uuid: 'uuid-7',
  anrede: 'Frau',
  titel: 'Dr. med.',
  vorname: 'Anna',
  nachname: 'Weber',
  strasse: 'Hauptstraße 1',
  plz: '20095',
  ort: 'Hamburg',
  country: 'DE',
  phone: null,
  mobile: null,
  email: 'a.weber@example.org',
  lis_id: 'A-100483',
  language: 'de',
  invited: true,
  invited_at: '2026-01-01T00:00:00.000Z',
  credentials_set: true,
  two_factor_type: 'mail',
  two_factor_confirmed: true,
  last_login_at: null,
  previous_login_at: null,
  newsletter_lists: [],
  status: 'inactive',
  locked: false,
  results: 3,
  office_ids: [1, 2],
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('another user’s account pages (administrators)', () => {
  it('edit the details with the own details form’s schema and keep the rest of the doctor', () => {
    const profile = profileInformationSchema.parse({ ...profileValues(weber), ort: 'Lübeck', phone: '' });
    const input = doctorInputWith(weber, profile);
    expect(input).toMatchObject({
      ort: 'Lübeck',
      phone: null,
      lis_id: 'A-100483',
      language: 'de',
      office_ids: [1, 2],
      active: false,
    });
    expect(doctorInputSchema.safeParse(input).success).toBe(true);
  });

  it('refuse an empty name as the own form does', () => {
    const result = profileInformationSchema.safeParse({ ...profileValues(weber), nachname: '' });
    expect(result.error?.issues[0]?.message).toBe('validation.required');
  });

  it('show a newsletter list as subscribed at once, and gone when taken off', () => {
    expect(withList([], NEWSLETTER_LIST_EN, true)).toEqual([NEWSLETTER_LIST_EN]);
    expect(withList([NEWSLETTER_LIST_EN], NEWSLETTER_LIST_DE, true)).toEqual([
      NEWSLETTER_LIST_DE,
      NEWSLETTER_LIST_EN,
    ]);
    expect(withList([NEWSLETTER_LIST_DE, NEWSLETTER_LIST_EN], NEWSLETTER_LIST_DE, false)).toEqual([
      NEWSLETTER_LIST_EN,
    ]);
  });
});
