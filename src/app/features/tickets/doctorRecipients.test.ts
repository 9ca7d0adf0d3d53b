import { describe, expect, it } from 'vitest';
import type { DoctorRow } from '../../../db/tables/doctors';
import type { OfficeRow } from '../../../db/tables/offices';
import { mirroredDoctorRecipients, RECIPIENT_OPTIONS_SHOWN } from './doctorRecipients';

const doctor = (id: number, fields: Partial<DoctorRow>): DoctorRow =>
  ({
    id: String(id),
    uuid: `uuid-${id}`,
    titel: null,
    vorname: 'Vorname',
    nachname: 'Nachname',
    email: `arzt${id}@example.org`,
    status: 'active',
    office_ids: [],
    ...fields,
  }) as DoctorRow;

const offices = [{ id: '7', name: 'Praxis am Stadtpark' } as OfficeRow];

const doctors = [
  doctor(1, { titel: 'Dr. med.', vorname: 'Katharina', nachname: 'Weber', office_ids: [7] }),
  doctor(2, { vorname: 'Jonas', nachname: 'Neumann', email: 'j.neumann@eppendorf.example.org' }),
  doctor(3, { vorname: 'Paul', nachname: 'Alt', status: 'inactive' }),
];

const uuids = (search: string) => mirroredDoctorRecipients(doctors, offices, search).map((row) => row.uuid);

describe('the doctors staff may address a ticket to, from the mirror', () => {
  it('offers the active doctors by surname, with their practices', () => {
    const all = mirroredDoctorRecipients(doctors, offices, '');
    expect(all.map((row) => row.nachname)).toEqual(['Neumann', 'Weber']);
    expect(all[1]).toMatchObject({ id: 1, titel: 'Dr. med.', practices: ['Praxis am Stadtpark'] });
  });

  it('finds a doctor by name, practice or e-mail, every word counting, in any case', () => {
    expect(uuids('katharina weber')).toEqual(['uuid-1']);
    expect(uuids('stadtpark')).toEqual(['uuid-1']);
    expect(uuids('EPPENDORF')).toEqual(['uuid-2']);
    expect(uuids('weber neumann')).toEqual([]);
  });

  it('never offers an inactive doctor', () => {
    expect(uuids('alt')).toEqual([]);
  });

  it('offers a screenful at most', () => {
    const many = Array.from({ length: 50 }, (_, index) => doctor(index + 10, { nachname: `N${index}` }));
    expect(mirroredDoctorRecipients(many, [], '')).toHaveLength(RECIPIENT_OPTIONS_SHOWN);
  });
});
