import type {
  IecLexiconEntryRow,
  IecSourceRow,
  IecSubstanceGroupRow,
  IecSubstanceRow,
} from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';

/** Every mirrored lexicon entry (scope `all`). */
export function useLexiconEntries(): IecLexiconEntryRow[] | undefined {
  return useMirror((db) => db.iecLexiconEntry.toArray());
}

/** The substances, for the names and synonyms the search matches. */
export function useIecSubstances(): IecSubstanceRow[] | undefined {
  return useMirror((db) => db.iecSubstance.toArray());
}

export interface LexiconEntryView {
  entry: IecLexiconEntryRow;
  substance: IecSubstanceRow | null;
  group: IecSubstanceGroupRow | null;
  /** The cited sources the mirror holds, in citation order. */
  sources: IecSourceRow[];
}

/** One entry with what it cites and explains; null when the mirror does not hold it. */
export function useLexiconEntry(id: string): LexiconEntryView | null | undefined {
  return useMirror(
    async (db) => {
      const entry = await db.iecLexiconEntry.get(id);
      if (!entry) return null;
      const substance =
        entry.substance_id === null ? undefined : await db.iecSubstance.get(String(entry.substance_id));
      const group = substance ? await db.iecSubstanceGroup.get(String(substance.group_id)) : undefined;
      const sources = await db.iecSource.bulkGet(entry.source_ids.map(String));
      return {
        entry,
        substance: substance ?? null,
        group: group ?? null,
        sources: sources.filter((source): source is IecSourceRow => source !== undefined),
      };
    },
    [id],
  );
}

/** The reference list, for the staff's choice of sources. */
export function useIecSources(): IecSourceRow[] | undefined {
  return useMirror(async (db) => (await db.iecSource.toArray()).sort((a, b) => Number(a.id) - Number(b.id)));
}
