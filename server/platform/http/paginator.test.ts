import { describe, expect, it } from 'vitest';
import { paginationMetaSchema } from '../../../src/contract/listEnvelope';
import { listLocationOf, pageWindow, paginate, paginationMeta, type ListLocation } from './paginator';

const tickets: ListLocation = {
  path: 'https://portal.example/api/tickets',
  query: new URLSearchParams({ status: 'finished', perPage: '10' }),
};

describe('the list envelope (spec §3 pagination)', () => {
  it('answers current_page, per_page, from, to, last_page, path, links and total', () => {
    const meta = paginationMeta(tickets, { page: 2, perPage: 10 }, 25, 10);
    expect(paginationMetaSchema.strict().parse(meta)).toEqual(meta);
    expect(meta).toMatchObject({
      current_page: 2,
      per_page: 10,
      from: 11,
      to: 20,
      last_page: 3,
      path: 'https://portal.example/api/tickets',
      total: 25,
    });
  });

  it('links previous, every page and next, keeping the list query', () => {
    const { links } = paginationMeta(tickets, { page: 2, perPage: 10 }, 25, 10);
    const page = (n: number) => `https://portal.example/api/tickets?status=finished&perPage=10&page=${n}`;
    expect(links).toEqual([
      { url: page(1), label: '&laquo; Previous', active: false },
      { url: page(1), label: '1', active: false },
      { url: page(2), label: '2', active: true },
      { url: page(3), label: '3', active: false },
      { url: page(3), label: 'Next &raquo;', active: false },
    ]);
  });

  it('numbers the rows of the last, partly filled page', () => {
    expect(paginationMeta(tickets, { page: 3, perPage: 10 }, 25, 5)).toMatchObject({ from: 21, to: 25 });
  });

  it('has from and to null, one page and no previous or next on an empty list', () => {
    const meta = paginationMeta(tickets, { page: 1, perPage: 20 }, 0, 0);
    expect(meta).toMatchObject({ from: null, to: null, last_page: 1, total: 0 });
    expect(meta.links.map((link) => [link.label, link.url !== null])).toEqual([
      ['&laquo; Previous', false],
      ['1', true],
      ['Next &raquo;', false],
    ]);
  });

  it('has from and to null past the last page', () => {
    expect(paginationMeta(tickets, { page: 9, perPage: 10 }, 25, 0)).toMatchObject({
      current_page: 9,
      from: null,
      to: null,
      last_page: 3,
    });
  });

  it('links a long list as Laravel does: the ends, the current page with three either side', () => {
    expect(pageWindow(1, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(1, 500)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null, 499, 500]);
    expect(pageWindow(250, 500)).toEqual([1, 2, null, 247, 248, 249, 250, 251, 252, 253, null, 499, 500]);
    expect(pageWindow(500, 500)).toEqual([1, 2, null, 491, 492, 493, 494, 495, 496, 497, 498, 499, 500]);
  });

  it('puts what else the list reports beside the pagination', () => {
    const answer = paginate(tickets, { page: 1, perPage: 10 }, 1, ['row'], { pending: 1 });
    expect(answer.data).toEqual(['row']);
    expect(answer.meta).toMatchObject({ total: 1, from: 1, to: 1, pending: 1 });
  });
});

describe('a list asked for in a body', () => {
  it('links the same list on its GET route, without the page and the fields not given', () => {
    const list = listLocationOf('https://portal.example', '/api/befunde', {
      page: 3,
      perPage: 20,
      sortDesc: false,
      search: undefined,
      filter: 'unread',
    });
    expect(list.path).toBe('https://portal.example/api/befunde');
    expect(Object.fromEntries(list.query)).toEqual({ perPage: '20', sortDesc: 'false', filter: 'unread' });
  });
});
