/**
 * Seeds the demo iEC catalogue into an empty database (called by seedDemoData after the demo
 * laboratory, in its own transaction): the reference list, the groups in their order, the
 * substances with the sources they cite, and the lexicon. Everything is announced in the feed
 * (scope `all`), so mirrors that already exist pull it like any later change.
 */
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../db/database';
import {
  iecLexiconEntries,
  iecLexiconEntrySources,
  iecSources,
  iecSubstanceGroups,
  iecSubstanceSources,
  iecSubstances,
} from '../../db/schema';
import { catalogueChanged } from '../../iec/iecFeed';
import { lexiconSearchText, substanceSearchText } from '../../iec/iecSearchText';
import type { Emit } from '../../sync/writeWithChanges';
import { DEMO_IEC_GROUPS } from './demoIecCatalogue';
import { DEMO_IEC_LEXICON } from './demoIecLexicon';
import { DEMO_IEC_SOURCES, type DemoIecSourceKey } from './demoIecSources';

export async function seedDemoIec(tx: AppTx, emit: Emit): Promise<void> {
  const keys = Object.keys(DEMO_IEC_SOURCES) as DemoIecSourceKey[];
  const sourceRows = await tx
    .insert(iecSources)
    .values(keys.map((key) => ({ citation: DEMO_IEC_SOURCES[key] })))
    .returning({ id: iecSources.id });
  const sourceIds = new Map(keys.map((key, index) => [key, requireRow(sourceRows[index]).id]));
  const sourceIdOf = (key: DemoIecSourceKey) => requireRow(sourceIds.get(key) ?? null);
  catalogueChanged(emit, SyncEntity.iecSource, sourceIds.values());

  const substanceIds = new Map<string, number>();
  for (const [position, group] of DEMO_IEC_GROUPS.entries()) {
    const [groupRow] = await tx
      .insert(iecSubstanceGroups)
      .values({ titleDe: group.title.de, titleEn: group.title.en, position })
      .returning({ id: iecSubstanceGroups.id });
    const groupId = requireRow(groupRow).id;
    const rows = await tx
      .insert(iecSubstances)
      .values(
        group.substances.map((item) => ({
          groupId,
          nameDe: item.de,
          nameEn: item.en,
          synonyms: item.synonyms,
          cas: item.cas,
          infoDe: item.infoDe,
          infoEn: item.infoEn,
          searchText: substanceSearchText({ name: { de: item.de, en: item.en }, ...item }),
        })),
      )
      .returning({ id: iecSubstances.id });
    const citations = group.substances.flatMap((item, index) =>
      item.sources.map((key, order) => ({
        substanceId: requireRow(rows[index]).id,
        sourceId: sourceIdOf(key),
        position: order,
      })),
    );
    if (citations.length > 0) await tx.insert(iecSubstanceSources).values(citations);
    group.substances.forEach((item, index) => substanceIds.set(item.de, requireRow(rows[index]).id));
    catalogueChanged(emit, SyncEntity.iecSubstanceGroup, [groupId]);
    catalogueChanged(
      emit,
      SyncEntity.iecSubstance,
      rows.map((row) => row.id),
    );
  }

  for (const entry of DEMO_IEC_LEXICON) {
    const [row] = await tx
      .insert(iecLexiconEntries)
      .values({
        termDe: entry.term.de,
        termEn: entry.term.en,
        definitionDe: entry.definition.de,
        definitionEn: entry.definition.en,
        substanceId:
          entry.substance === undefined ? null : requireRow(substanceIds.get(entry.substance) ?? null),
        searchText: lexiconSearchText(entry),
      })
      .returning({ id: iecLexiconEntries.id });
    const entryId = requireRow(row).id;
    await tx
      .insert(iecLexiconEntrySources)
      .values(entry.sources.map((key, position) => ({ entryId, sourceId: sourceIdOf(key), position })));
    catalogueChanged(emit, SyncEntity.iecLexiconEntry, [entryId]);
  }
}

function requireRow<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw new Error('demo iEC row missing');
  return row;
}
