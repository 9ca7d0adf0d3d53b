/**
 * The recent registrations the staff dashboard lists (spec §2, §9: last 30 days, 50 a page),
 * decided without a DOM: newest first, rows that fell out of the window left out (the mirror keeps
 * a row until a pull says otherwise), one page of `DASHBOARD_USER_PAGE_SIZE`.
 */
import { DASHBOARD_REGISTRATION_DAYS, DASHBOARD_USER_PAGE_SIZE } from '../../../contract/constants';
import type { RegistrationRow } from '../../../db/rows';
import { listPage, type SortedListPage } from '../../offline/sortedListPage';

const DAY_MS = 86_400_000;

export type RegistrationPage = SortedListPage<RegistrationRow>;

export function registrationPage(
  rows: readonly RegistrationRow[],
  now: Date,
  page: number,
  perPage: number = DASHBOARD_USER_PAGE_SIZE,
): RegistrationPage {
  const since = now.getTime() - DASHBOARD_REGISTRATION_DAYS * DAY_MS;
  const recent = rows
    .filter((row) => Date.parse(row.registered_at) >= since)
    .sort((a, b) => b.registered_at.localeCompare(a.registered_at) || Number(b.id) - Number(a.id));
  return listPage(recent, { page, perPage });
}

/** 'Dr. med. Jonas Neumann': the name as the list shows it. */
export const registrationName = (row: Pick<RegistrationRow, 'titel' | 'vorname' | 'nachname'>) =>
  [row.titel, row.vorname, row.nachname].filter(Boolean).join(' ');
