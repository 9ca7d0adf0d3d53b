import { describe, expect, it } from 'vitest';
import type { RegistrationRow } from '../../../db/rows';
import { registrationName, registrationPage } from './registrationsView';

const now = new Date('2026-11-23T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const registration = (id: number, registeredDaysAgo: number): RegistrationRow => ({
  id: String(id),
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  anrede: 'Herr',
  titel: 'Dr. med.',
  vorname: 'Jonas',
  nachname: `Neumann${id}`,
  email: `n${id}@example.org`,
  ort: 'Hamburg',
  registered_at: daysAgo(registeredDaysAgo),
});

describe('the recent registrations of the staff dashboard', () => {
  it('lists the registrations of the last 30 days, newest first', () => {
    const page = registrationPage([registration(1, 10), registration(2, 1), registration(3, 31)], now, 1);
    expect(page.rows.map((row) => row.id)).toEqual(['2', '1']);
    expect(page.total).toBe(2);
  });

  it('shows 50 a page (spec §9)', () => {
    const rows = Array.from({ length: 120 }, (_, index) => registration(index + 1, (index % 29) + 0.5));
    const first = registrationPage(rows, now, 1);
    expect(first.rows).toHaveLength(50);
    expect(first.lastPage).toBe(3);
    expect(registrationPage(rows, now, 3).rows).toHaveLength(20);
    expect(registrationPage(rows, now, 9).page).toBe(3);
  });

  it('names a doctor with title, first and last name', () => {
    expect(registrationName({ titel: 'Dr. med.', vorname: 'Jonas', nachname: 'Neumann' })).toBe(
      'Dr. med. Jonas Neumann',
    );
    expect(registrationName({ titel: null, vorname: 'Lea', nachname: 'Roth' })).toBe('Lea Roth');
  });
});
