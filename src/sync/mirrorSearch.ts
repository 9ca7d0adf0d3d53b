/**
 * The global search over the device's mirror, for when the server cannot be asked (offline). It
 * runs in the sync worker, the only place the patient fields can be opened (the vault's key never
 * leaves it), and answers hits in the server's contract (src/contract/search.ts), marked the same
 * way. The mirror holds only what the server let this user see, so no visibility rule is needed
 * here; it holds less than the server (staff mirror recent reports), which the page says.
 * Matching is the contract's `matchesAllWords` (every word, case and umlauts folded): no german
 * stemming offline. Newest first within each kind.
 */
import { SEARCH_HITS_PER_KIND } from '../contract/constants';
import { RoleName } from '../contract/permissions';
import {
  markMatches,
  matchesAllWords,
  searchExcerpt,
  searchWords,
  type SearchHit,
  type SearchKind,
} from '../contract/search';
import { SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { EntityRows } from '../db/rows';

/** Opens the sealed fields of stored rows (the vault's `unseal`). */
export type Unseal = <E extends SyncEntity>(entity: E, rows: EntityRows[E][]) => Promise<EntityRows[E][]>;

interface Candidate {
  hit: SearchHit;
  /** What must contain every word. */
  text: string;
  /** Newest first; undated kinds keep their order. */
  date: string;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
const patientName = (patient: { nachname: string; vorname: string }) =>
  [patient.nachname, patient.vorname].filter(Boolean).join(', ');

function candidate(
  kind: SearchKind,
  row: { id: string; uuid: string },
  title: string,
  detail: string,
  words: readonly string[],
  date: string | null,
  text = `${title} ${detail}`,
): Candidate {
  return {
    hit: {
      kind,
      id: row.id,
      uuid: row.uuid,
      title: markMatches(title, words),
      detail: markMatches(detail, words),
      date,
    },
    text,
    date: date ?? '',
  };
}

export async function searchMirror(db: KundencenterDb, unseal: Unseal, search: string): Promise<SearchHit[]> {
  const words = searchWords(search);
  if (words.length === 0) return [];
  const [reports, demands, tickets, users, offices] = await Promise.all([
    db.report.toArray().then((rows) => unseal(SyncEntity.report, rows)),
    db.reportDemand.toArray().then((rows) => unseal(SyncEntity.reportDemand, rows)),
    db.ticket.toArray().then((rows) => unseal(SyncEntity.ticket, rows)),
    db.user.toArray(),
    db.office.toArray(),
  ]);
  const candidates: Candidate[][] = [
    reports.map((row) =>
      candidate('report', row, patientName(row.patient_data), row.befund_id, words, row.created_at),
    ),
    users
      .filter((row) => row.roles.includes(RoleName.doctor))
      .map((row) =>
        candidate(
          'doctor',
          row,
          [row.titel, row.vorname, row.nachname].filter(Boolean).join(' '),
          joined(row.lis_id, row.ort),
          words,
          null,
        ),
      ),
    offices.map((row) => candidate('office', row, row.name, joined(row.ort), words, null)),
    tickets.map((row) =>
      candidate(
        'ticket',
        row,
        row.subject,
        searchExcerpt(row.content, words),
        words,
        row.created_at,
        `${row.subject} ${row.content}`,
      ),
    ),
    demands.map((row) =>
      candidate(
        'demand',
        row,
        patientName(row.reportData.patient),
        row.reportData.ref_nr,
        words,
        row.created_at,
      ),
    ),
  ];
  return candidates.flatMap((ofKind) =>
    ofKind
      .filter((entry) => matchesAllWords(entry.text, words))
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .slice(0, SEARCH_HITS_PER_KIND)
      .map((entry) => entry.hit),
  );
}
