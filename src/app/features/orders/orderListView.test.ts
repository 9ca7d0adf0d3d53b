import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIST_OPTIONS, readOrderListParams, writeOrderListParams } from './orderListParams';
import { analysesSummary, localDay, matchesOrderPatient, orderListView } from './orderListView';
import { orderRecord, orderRow } from './testing/orderFixtures';

const row = (fields: Parameters<typeof orderRecord>[0]) => orderRow(orderRecord(fields));
const numbers = (rows: { number: string }[]) => rows.map((each) => each.number);

describe('the orders list over the mirror', () => {
  const oldDone = row({ status: 'done', created_at: '2026-01-10T09:00:00.000Z' });
  const inProgress = row({ status: 'in_progress', created_at: '2026-02-20T09:00:00.000Z' });
  const cancelled = row({ status: 'cancelled', created_at: '2026-02-21T09:00:00.000Z' });
  const fresh = row({
    status: 'new',
    created_at: '2026-03-01T09:00:00.000Z',
    patient: { ...orderRecord().patient, nachname: 'Größer', vorname: 'Jürgen', geburtsdatum: '1950-03-07' },
  });
  const all = [oldDone, inProgress, cancelled, fresh];

  it('lists the newest entered first', () => {
    expect(numbers(orderListView(all, DEFAULT_ORDER_LIST_OPTIONS, null).rows)).toEqual(
      numbers([fresh, cancelled, inProgress, oldDone]),
    );
  });

  it('filters by one status, or by every open one (neither done nor cancelled)', () => {
    const by = (status: 'open' | 'cancelled') =>
      numbers(orderListView(all, { ...DEFAULT_ORDER_LIST_OPTIONS, status }, null).rows);
    expect(by('cancelled')).toEqual(numbers([cancelled]));
    expect(by('open')).toEqual(numbers([fresh, inProgress]));
  });

  it('keeps the orders entered within the period, both days included', () => {
    const view = orderListView(
      all,
      { ...DEFAULT_ORDER_LIST_OPTIONS, from: '2026-02-20', to: '2026-02-21' },
      null,
    );
    expect(numbers(view.rows)).toEqual(numbers([cancelled, inProgress]));
  });

  it('finds the patient by a part of the name, folded, and by the birth date as German or ISO day', () => {
    const patient = fresh.patient;
    expect(matchesOrderPatient(patient, 'grosser')).toBe(true);
    expect(matchesOrderPatient(patient, 'jurg gröss')).toBe(true);
    expect(matchesOrderPatient(patient, '7.3.1950')).toBe(true);
    expect(matchesOrderPatient(patient, '1950-03-07 Größer')).toBe(true);
    expect(matchesOrderPatient(patient, '08.03.1950')).toBe(false);
    expect(matchesOrderPatient(patient, 'Mustermann')).toBe(false);
    const view = orderListView(all, { ...DEFAULT_ORDER_LIST_OPTIONS, patient: '07.03.1950' }, 40);
    expect(numbers(view.rows)).toEqual(numbers([fresh]));
    // The server cannot search sealed names: its total does not count for a patient search.
    expect(view.total).toBe(1);
  });

  it("pages up to the server's total when staff page past their mirror", () => {
    const view = orderListView(all, { ...DEFAULT_ORDER_LIST_OPTIONS, perPage: 10 }, 35);
    expect(view).toMatchObject({ total: 35, lastPage: 4, page: 1 });
  });

  it('reads the day of a moment where the reader is', () => {
    expect(localDay(new Date(2026, 2, 1, 23, 30))).toBe('2026-03-01');
  });

  it('shortens the analyses to three codes and how many more', () => {
    expect(analysesSummary(fresh.items, 'en')).toEqual({
      codes: ['TSH', 'FT4', 'FT3'],
      more: 1,
      names: 'TSH basal, free T4, free T3, Haemoglobin',
    });
  });
});

describe("the list's route query", () => {
  it('keeps status, patient and period, drops defaults and unknown values, and starts a new filter on page 1', () => {
    const params = new URLSearchParams('status=bogus&from=2026-13&page=3&perPage=7');
    expect(readOrderListParams(params)).toEqual({ ...DEFAULT_ORDER_LIST_OPTIONS, page: 3 });
    const next = writeOrderListParams(new URLSearchParams('page=3'), { status: 'open', patient: 'Weber' });
    expect(next.toString()).toBe('status=open&patient=Weber');
  });
});
