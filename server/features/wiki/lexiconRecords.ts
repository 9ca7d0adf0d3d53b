/** Reads lexicon entries (the spec's iEC wiki) in the contract's record shape, for routes and the feed. */
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { IecLexiconEntryRecord } from '../../../src/contract/iec';
import type { AppDb } from '../../platform/db/database';
import { iecLexiconEntries, iecLexiconEntrySources } from '../../platform/db/schema';
import type { RecordFilter } from '../iec';
import { idCondition, limitOf } from '../../platform/sync/syncEntityDefinition';

export async function readLexiconEntries(
  db: AppDb,
  filter: RecordFilter,
  where?: SQL,
): Promise<IecLexiconEntryRecord[]> {
  const rows = await db
    .select()
    .from(iecLexiconEntries)
    .where(and(filter ? idCondition(iecLexiconEntries.id, filter) : undefined, where))
    .orderBy(asc(iecLexiconEntries.id))
    .limit(filter ? limitOf(filter) : Number.MAX_SAFE_INTEGER);
  const ids = rows.map((row) => row.id);
  const citations =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(iecLexiconEntrySources)
          .where(inArray(iecLexiconEntrySources.entryId, ids))
          .orderBy(asc(iecLexiconEntrySources.position), asc(iecLexiconEntrySources.sourceId));
  return rows.map((row) => ({
    id: row.id,
    term: { de: row.termDe, en: row.termEn },
    definition: { de: row.definitionDe, en: row.definitionEn },
    substance_id: row.substanceId,
    source_ids: citations
      .filter((citation) => citation.entryId === row.id)
      .map((citation) => citation.sourceId),
    updated_at: row.updatedAt.toISOString(),
  }));
}
