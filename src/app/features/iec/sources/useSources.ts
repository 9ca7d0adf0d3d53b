import type { IecSourceRow } from '../../../../db/rows';
import { useMirror } from '../../../offline/useMirror';

/** The reference list as the mirror holds it (scope `all`), in the order the sources were entered. */
export function useSources(): IecSourceRow[] | undefined {
  return useMirror(async (db) => (await db.iecSource.toArray()).sort((a, b) => Number(a.id) - Number(b.id)));
}
