import { describe, expect, it } from 'vitest';
import { defaultListOptions, listPage, sortedListPage, sortedListParams } from './sortedListPage';

interface Row {
  id: string;
  name: string;
  kept: boolean;
}

const rows: Row[] = [
  { id: '3', name: 'b', kept: true },
  { id: '1', name: 'a', kept: true },
  { id: '2', name: 'b', kept: true },
  { id: '4', name: 'z', kept: false },
];
const byName = (a: Row, b: Row) => a.name.localeCompare(b.name);
const kept = (row: Row) => row.kept;

describe('one page of a list kept in the mirror', () => {
  it('keeps the matching rows, sorts them with ties by id, and counts them all', () => {
    const page = sortedListPage(rows, kept, byName, { sortDesc: false, page: 1, perPage: 10 });
    expect(page.rows.map((row) => row.id)).toEqual(['1', '2', '3']);
    expect(page).toMatchObject({ total: 3, page: 1, lastPage: 1 });
  });

  it('turns the order round when descending, ties still by id', () => {
    const page = sortedListPage(rows, kept, byName, { sortDesc: true, page: 1, perPage: 10 });
    expect(page.rows.map((row) => row.id)).toEqual(['2', '3', '1']);
  });

  it('slices the page and moves a page beyond the end back to the last one', () => {
    const second = sortedListPage(rows, kept, byName, { sortDesc: false, page: 2, perPage: 2 });
    expect(second.rows.map((row) => row.id)).toEqual(['3']);
    const beyond = sortedListPage(rows, kept, byName, { sortDesc: false, page: 9, perPage: 2 });
    expect(beyond).toMatchObject({ page: 2, lastPage: 2 });
    const none = sortedListPage(rows, () => false, byName, { sortDesc: false, page: 3, perPage: 2 });
    expect(none).toMatchObject({ rows: [], total: 0, page: 1, lastPage: 1 });
  });
});

describe('a page of a list the device holds only in part', () => {
  it('pages on to the last page the server counts, with the rows the device holds', () => {
    const held = ['a', 'b', 'c'];
    expect(listPage(held, { page: 2, perPage: 2 }, 25)).toEqual({
      rows: ['c'],
      total: 25,
      page: 2,
      lastPage: 13,
    });
    expect(listPage(held, { page: 20, perPage: 2 }, 25)).toMatchObject({ rows: [], page: 13 });
    // Offline, or the server counts fewer than the device holds: the device's rows count.
    expect(listPage(held, { page: 1, perPage: 2 }, null)).toMatchObject({ total: 3, lastPage: 2 });
    expect(listPage(held, { page: 1, perPage: 2 }, 1)).toMatchObject({ total: 3, lastPage: 2 });
  });
});

describe('a list’s state in the route query', () => {
  const params = sortedListParams(['name', 'city'] as const, defaultListOptions<'name' | 'city'>('name'));

  it('falls back to the defaults for unknown values', () => {
    expect(params.read(new URLSearchParams('sortBy=x&page=-1&perPage=7'))).toEqual({
      sortBy: 'name',
      sortDesc: false,
      page: 1,
      perPage: defaultListOptions('name').perPage,
    });
  });

  it('leaves defaults out and starts a new sort at page 1', () => {
    const onPage3 = params.write(new URLSearchParams('page=3'), {});
    expect(onPage3.toString()).toBe('page=3');
    expect(params.write(onPage3, { sortBy: 'city', sortDesc: true }).toString()).toBe(
      'sortBy=city&sortDesc=1',
    );
    expect(params.write(new URLSearchParams('x=1'), { page: 2 }).toString()).toBe('x=1&page=2');
  });
});
