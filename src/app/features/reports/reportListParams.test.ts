import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_OPTIONS, readListParams, writeListParams } from './reportListParams';

describe('the reports overview query', () => {
  it('defaults to all reports, newest first, 20 a page', () => {
    expect(readListParams(new URLSearchParams())).toEqual(DEFAULT_LIST_OPTIONS);
    expect(DEFAULT_LIST_OPTIONS).toMatchObject({
      sortBy: 'created_at',
      sortDesc: true,
      perPage: 20,
      page: 1,
    });
  });

  it('reads the search, filter, sort and page from the query', () => {
    const params = new URLSearchParams(
      'search=Muster&filter=unread&sortBy=patient&sortDesc=false&page=3&perPage=50',
    );
    expect(readListParams(params)).toEqual({
      search: 'Muster',
      filter: 'unread',
      sortBy: 'patient',
      sortDesc: false,
      page: 3,
      perPage: 50,
    });
  });

  it('falls back to the default for each value it does not know', () => {
    const params = new URLSearchParams('filter=new&sortBy=filesize&sortDesc=maybe&page=-2&perPage=25');
    expect(readListParams(params)).toEqual(DEFAULT_LIST_OPTIONS);
  });

  it('keeps defaults out of the URL and other query values in it', () => {
    const next = writeListParams(new URLSearchParams('sortBy=patient&other=1'), { sortBy: 'created_at' });
    expect(next.toString()).toBe('other=1');
  });

  it('goes back to page 1 when the filter, search, sort or page size changes', () => {
    const onPage3 = new URLSearchParams('page=3');
    expect(writeListParams(onPage3, { filter: 'read' }).get('page')).toBeNull();
    expect(writeListParams(onPage3, { search: 'Zander' }).get('page')).toBeNull();
    expect(writeListParams(onPage3, { perPage: 50 }).get('page')).toBeNull();
    expect(writeListParams(onPage3, { sortBy: 'patient', sortDesc: false }).get('page')).toBeNull();
    expect(writeListParams(onPage3, { page: 4 }).get('page')).toBe('4');
  });
});
