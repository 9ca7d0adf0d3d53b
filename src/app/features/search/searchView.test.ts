import { describe, expect, it } from 'vitest';
import type { SearchHit, SearchKind } from '../../../contract/search';
import { ApiRequestError } from '../../api/ApiRequestError';
import { runSearch } from './runSearch';
import { canSearch, groupHits, hitTarget, resultsPath } from './searchView';

const labor = {
  roles: ['Labor'],
  permissions: ['upload reports', 'list doctors', 'list offices', 'show offices'],
};
const admin = {
  roles: ['Admin'],
  permissions: ['upload reports', 'list doctors', 'list offices', 'show offices'],
};

const hit = (kind: SearchKind, id: string, uuid = `uuid-${id}`): SearchHit => ({
  kind,
  id,
  uuid,
  title: [{ text: 'Sommer', match: true }],
  detail: [{ text: 'BF-1', match: false }],
  date: null,
});

describe('the search screens', () => {
  it('search only with more than one character (spec §9), blanks not counted', () => {
    expect(canSearch('S')).toBe(false);
    expect(canSearch(' S ')).toBe(false);
    expect(canSearch('So')).toBe(true);
  });

  it('group hits by kind in a fixed order, keeping the ranking within each kind', () => {
    const groups = groupHits([
      hit('ticket', 't1'),
      hit('report', '2'),
      hit('report', '1'),
      hit('doctor', '9'),
    ]);
    expect(groups.map((group) => [group.kind, group.hits.map((entry) => entry.id)])).toEqual([
      ['report', ['2', '1']],
      ['doctor', ['9']],
      ['ticket', ['t1']],
    ]);
    expect(groupHits([])).toEqual([]);
  });

  it('open a report in the viewer, a ticket on its page, a demand in its conversation; doctors and offices have no page yet', () => {
    expect(hitTarget(hit('report', '17'), labor)).toEqual({ type: 'viewer', reportId: '17' });
    expect(hitTarget(hit('ticket', 'u1', 'u1'), labor)).toEqual({
      type: 'link',
      to: '/backend/tickets/show/u1',
    });
    expect(hitTarget(hit('demand', 'd1', 'd1'), labor)).toEqual({
      type: 'link',
      to: '/backend/reports/demands?item=d1',
    });
    expect(hitTarget(hit('doctor', '3'), labor)).toEqual({ type: 'none' });
    expect(hitTarget(hit('office', '3'), labor)).toEqual({ type: 'none' });
    expect(hitTarget(hit('doctor', '3'), admin)).toEqual({ type: 'link', to: '/backend/users/3' });
    expect(hitTarget(hit('office', '3'), admin)).toEqual({ type: 'link', to: '/backend/offices/3' });
  });

  it('put the trimmed term into the results page address', () => {
    expect(resultsPath('  Müller ')).toBe('/backend/search?q=M%C3%BCller');
  });
});

describe('one search', () => {
  const signal = new AbortController().signal;

  it("answers the server's hits when it can be reached", async () => {
    const outcome = await runSearch('Sommer', signal, {
      online: async () => [hit('report', '1')],
      offline: async () => [hit('report', '2')],
    });
    expect(outcome).toEqual({ hits: [hit('report', '1')], offline: false });
  });

  it("searches the device's mirror, flagged offline, when the server cannot be reached", async () => {
    const outcome = await runSearch('Sommer', signal, {
      online: async () => {
        throw new ApiRequestError(0, null);
      },
      offline: async (search) => [hit('report', search)],
    });
    expect(outcome).toEqual({ hits: [hit('report', 'Sommer')], offline: true });
  });

  it('fails on any answer of the server (the page reports it: "Fehler bei der Suche: ")', async () => {
    const refused = new ApiRequestError(422, { message: 'invalid' });
    await expect(
      runSearch('S', signal, {
        online: async () => {
          throw refused;
        },
        offline: async () => [],
      }),
    ).rejects.toBe(refused);
  });
});
