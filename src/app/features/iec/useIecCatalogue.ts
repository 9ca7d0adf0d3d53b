import type { IecSourceRow, IecSubstanceGroupRow, IecSubstanceRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';

/** The mirrored iEC catalogue (scope `all`): groups by position, substances and sources by id. */
export interface IecCatalogue {
  groups: IecSubstanceGroupRow[];
  substances: ReadonlyMap<number, IecSubstanceRow>;
  sources: ReadonlyMap<number, IecSourceRow>;
}

export function useIecCatalogue(): IecCatalogue | undefined {
  return useMirror(async (db) => {
    const [groups, substances, sources] = await Promise.all([
      db.iecSubstanceGroup.orderBy('position').toArray(),
      db.iecSubstance.toArray(),
      db.iecSource.toArray(),
    ]);
    return {
      groups,
      substances: new Map(substances.map((row) => [Number(row.id), row])),
      sources: new Map(sources.map((row) => [Number(row.id), row])),
    };
  });
}
