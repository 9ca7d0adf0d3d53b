/**
 * What the LIS's formats name of the catalogue beside an order's items (issue 28): the analyses'
 * LOINC codes (the order keeps only the lab's code) and the materials' names in the lab's language
 * (German; the key travels beside it as the code).
 */
import { inArray } from 'drizzle-orm';
import type { Material } from '../../../../src/contract/analyses';
import type { OrderRecord } from '../../../../src/contract/orders';
import type { AppDb } from '../../../platform/db/database';
import { analyses } from '../../../platform/db/schema';
import { translate } from '../../../platform/i18n/translate';

export const materialNameDe = (material: Material): string => translate('de', `orders.material.${material}`);

/** The LOINC of each analysis the records name (one query), as a lookup. */
export async function loincLookup(
  db: AppDb,
  records: readonly OrderRecord[],
): Promise<(analysisId: number) => string | null> {
  const ids = [...new Set(records.flatMap((record) => record.items.map((item) => item.analysis_id)))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: analyses.id, loinc: analyses.loinc })
          .from(analyses)
          .where(inArray(analyses.id, ids));
  const loinc = new Map(rows.map((row) => [row.id, row.loinc]));
  return (analysisId) => loinc.get(analysisId) ?? null;
}
