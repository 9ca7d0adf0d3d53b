import { analysisName } from '../../../contract/analyses';
import { isOpenOrder } from '../../../contract/orderRules';
import type { OrderItem, OrderPatient } from '../../../contract/orders';
import { reportSortText } from '../../../contract/reportListRules';
import type { OrderRow } from '../../../db/rows';
import { listPage, type SortedListPage } from '../../offline/sortedListPage';
import type { OrderListOptions } from './orderListParams';

/**
 * The orders list over the mirror, decided here and rendered by the page: the status filter (one
 * status, or every open one), the period by the day an order was entered (the reader's calendar
 * day), the patient search on the device (the server cannot read the sealed names), newest first,
 * one page. `serverTotal` is the server's count of the list when staff page past their mirror
 * (useServerOrderPages.ts); a patient search counts only what the device holds.
 */
export function orderListView(
  rows: readonly OrderRow[],
  options: OrderListOptions,
  serverTotal: number | null,
): SortedListPage<OrderRow> {
  const matching = rows
    .filter((row) => matchesStatus(row, options.status))
    .filter((row) => inPeriod(localDay(row.created_at), options.from, options.to))
    .filter((row) => matchesOrderPatient(row.patient, options.patient))
    .sort(newestFirst);
  return listPage(matching, options, options.patient.trim() ? null : serverTotal);
}

const matchesStatus = (row: Pick<OrderRow, 'status'>, status: OrderListOptions['status']) =>
  status === null || (status === 'open' ? isOpenOrder(row.status) : row.status === status);

const inPeriod = (day: string, from: string, to: string) => (!from || day >= from) && (!to || day <= to);

/** Newest entered first; the same moment by number, so a page never reshuffles. */
const newestFirst = (a: OrderRow, b: OrderRow) =>
  b.created_at.localeCompare(a.created_at) || b.number.localeCompare(a.number);

/** The calendar day of a moment where the reader is, as YYYY-MM-DD. */
export function localDay(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A search word that is a day ('3.5.1980', '03.05.1980', '1980-05-03') as YYYY-MM-DD; else null. */
function searchedDay(word: string): string | null {
  const german = GERMAN_DATE.exec(word);
  if (german) return `${german[3]}-${german[2]?.padStart(2, '0')}-${german[1]?.padStart(2, '0')}`;
  return ISO_DATE.test(word) ? word : null;
}

/**
 * Every word of the search must match: a day the birth date exactly, any other word a part of the
 * surname or first name, folded as the report list folds (case, accents, ß).
 */
export function matchesOrderPatient(
  patient: Pick<OrderPatient, 'nachname' | 'vorname' | 'geburtsdatum'>,
  search: string,
): boolean {
  const words = search
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const names = [patient.nachname, patient.vorname].map(reportSortText);
  return words.every((word) => {
    const day = searchedDay(word);
    if (day) return patient.geburtsdatum === day;
    const folded = reportSortText(word);
    return names.some((name) => name.includes(folded));
  });
}

/** 'Mustermann, Erika' */
export const patientName = (patient: Pick<OrderPatient, 'nachname' | 'vorname'>): string =>
  `${patient.nachname}, ${patient.vorname}`;

/** The analyses as the list shows them: the first codes, how many more, and every name for the tooltip. */
export function analysesSummary(
  items: readonly Pick<OrderItem, 'code' | 'name' | 'name_en'>[],
  language: string,
  shown = 3,
): { codes: string[]; more: number; names: string } {
  return {
    codes: items.slice(0, shown).map((item) => item.code),
    more: Math.max(0, items.length - shown),
    names: items.map((item) => analysisName(item, language)).join(', '),
  };
}
