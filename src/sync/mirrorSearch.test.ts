import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../contract/search';
import type { ReportRow } from '../db/rows';
import { searchMirror, type Unseal } from './mirrorSearch';
import { testDb } from './testing/testDb';

function report(id: string, nachname: string, vorname: string, created: string): ReportRow {
  return {
    id,
    uuid: `uuid-${id}`,
    befund_id: `26-${id}`,
    patient_data: { nachname, vorname, geburtsdatum: null },
    filename: `${id}.pdf`,
    filesize: 1,
    version: 1,
    user: { id: 7, uuid: 'doc', titel: null, vorname: 'Anna', nachname: 'Weber' },
    created_at: created,
    updated_at: created,
    read_at: null,
    downloadable_until: created,
  };
}

/** Stands for the vault: the rows are stored "sealed" with the patient in upper case. */
const unseal: Unseal = async (entity, rows) =>
  entity === 'report'
    ? rows.map((row) => {
        const sealed = row as ReportRow;
        return { ...sealed, patient_data: JSON.parse(String(sealed.patient_data)) } as typeof row;
      })
    : rows;

const text = (hit: SearchHit | undefined, part: 'title' | 'detail' = 'title') =>
  (hit?.[part] ?? []).map((segment) => (segment.match ? `[${segment.text}]` : segment.text)).join('');

describe('the offline search over the mirror', () => {
  async function mirror() {
    const db = await testDb();
    const rows = [
      report('1', 'Sommerfeld', 'Lena', '2026-11-01T10:00:00.000Z'),
      report('2', 'Sommer', 'Anna', '2026-11-20T10:00:00.000Z'),
      report('3', 'Großmüller', 'Jörg', '2026-11-10T10:00:00.000Z'),
    ];
    // As the vault stores it: the patient field sealed (here: JSON text).
    await db.report.bulkPut(
      rows.map((row) => ({ ...row, patient_data: JSON.stringify(row.patient_data) }) as never),
    );
    return db;
  }

  it('opens the sealed patient names and finds partial names, newest first, the match marked', async () => {
    const hits = await searchMirror(await mirror(), unseal, 'somm');
    expect(hits.map((hit) => [hit.kind, hit.id])).toEqual([
      ['report', '2'],
      ['report', '1'],
    ]);
    expect(text(hits[0])).toBe('[Somm]er, Anna');
  });

  it('needs every word and folds case and umlauts', async () => {
    const db = await mirror();
    expect((await searchMirror(db, unseal, 'sommer anna')).map((hit) => hit.id)).toEqual(['2']);
    const umlaut = await searchMirror(db, unseal, 'MULLER');
    expect(umlaut.map((hit) => hit.id)).toEqual(['3']);
    expect(text(umlaut[0])).toBe('Groß[müller], Jörg');
    expect(text((await searchMirror(db, unseal, '26-3'))[0], 'detail')).toBe('[26-3]');
  });

  it('answers nothing for a search below the minimum', async () => {
    expect(await searchMirror(await mirror(), unseal, ' ')).toEqual([]);
  });
});
