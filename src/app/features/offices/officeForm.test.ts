import { describe, expect, it } from 'vitest';
import type { OfficeRow } from '../../../db/rows';
import { editedOfficeRow, officeFormSchema, officeFormValues, officeInputOf } from './officeForm';

const office: OfficeRow = {
  id: '4',
  uuid: 'uuid-4',
  name: 'Praxis Weber',
  bsnr: '123456789',
  lis_id: null,
  strasse: 'Hauptstraße 1',
  plz: '20095',
  ort: 'Hamburg',
  country: null,
  phone: null,
  email: null,
  active: true,
  doctor_ids: [1],
};

describe('the office form (new and edit)', () => {
  it('starts empty and active for a new office, with the office’s values for an edit', () => {
    expect(officeFormValues(undefined)).toMatchObject({ name: '', bsnr: '', active: true });
    expect(officeFormValues(office)).toMatchObject({ name: 'Praxis Weber', bsnr: '123456789', country: '' });
  });

  it('checks with the server’s schema: the name is required, the BSNR has nine digits', () => {
    const result = officeFormSchema.safeParse({ ...officeFormValues(undefined), bsnr: '12' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'bsnr']));
  });

  it('sends empty fields as null and the doctors picked once each', () => {
    const output = officeFormSchema.parse(officeFormValues(office));
    expect(officeInputOf(output, [1, 2, 2])).toMatchObject({
      country: null,
      email: null,
      doctor_ids: [1, 2],
    });
  });

  it('shows an edit at once in the mirrored row', () => {
    const output = officeFormSchema.parse({
      ...officeFormValues(office),
      name: 'Praxis Nord',
      active: false,
    });
    expect(editedOfficeRow(output, [2])).toMatchObject({
      name: 'Praxis Nord',
      active: false,
      doctor_ids: [2],
    });
  });
});
