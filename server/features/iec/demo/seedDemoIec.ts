/**
 * Seeds the demo iEC catalogue into an empty database (called by seedDemoData after the demo
 * laboratory, in its own transaction): the reference list, the groups in their order, the
 * substances with the sources they cite, and the lexicon. Everything is announced in the feed
 * (scope `all`), so mirrors that already exist pull it like any later change.
 */
import { SyncEntity } from '../../../../src/contract/sync';
import type { AppTx } from '../../../platform/db/database';
import {
  iecLexiconEntries,
  iecLexiconEntrySources,
  iecSources,
  iecSubstanceGroups,
  iecSubstanceSources,
  iecSubstances,
} from '../../../platform/db/schema';
import { catalogueChanged } from '../iecFeed';
import { lexiconSearchText, substanceSearchText } from '../iecSearchText';
import type { Emit } from '../../../platform/sync/writeWithChanges';
import { DEMO_IEC_GROUPS } from './demoIecCatalogue';
import { DEMO_IEC_LEXICON } from './demoIecLexicon';
import { DEMO_IEC_SOURCES, type DemoIecSourceKey } from './demoIecSources';

export async function seedDemoIec(tx: AppTx, emit: Emit): Promise<void> {
  const keys = Object.keys(DEMO_IEC_SOURCES) as DemoIecSourceKey[];
  const sourceRows = await tx
    .insert(iecSources)
    .values(keys.map((key) => ({ citation: DEMO_IEC_SOURCES[key] })))
    .returning({ id: iecSources.id, citation: iecSources.citation });
  // Matched by their text, not by position: RETURNING promises no order.
  const sourceIdByCitation = new Map(sourceRows.map((row) => [row.citation, row.id]));
  const sourceIds = new Map(
    keys.map((key) => [key, requireRow(sourceIdByCitation.get(DEMO_IEC_SOURCES[key]))]),
  );
  const sourceIdOf = (key: DemoIecSourceKey) => requireRow(sourceIds.get(key) ?? null);
  catalogueChanged(emit, SyncEntity.iecSource, sourceIds.values());

  // Few statements (one per table): every test app seeds this, on two shared cores.
  const groupRows = await tx
    .insert(iecSubstanceGroups)
    .values(
      DEMO_IEC_GROUPS.map((group, position) => ({
        titleDe: group.title.de,
        titleEn: group.title.en,
        position,
      })),
    )
    .returning({ id: iecSubstanceGroups.id, title: iecSubstanceGroups.titleDe });
  const groupIds = new Map(groupRows.map((row) => [row.title, row.id]));
  const items = DEMO_IEC_GROUPS.flatMap((group) =>
    group.substances.map((item) => ({ item, groupId: requireRow(groupIds.get(group.title.de)) })),
  );
  const substanceRows = await tx
    .insert(iecSubstances)
    .values(
      items.map(({ item, groupId }) => ({
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
    .returning({ id: iecSubstances.id, name: iecSubstances.nameDe });
  const substanceIds = new Map(substanceRows.map((row) => [row.name, row.id]));
  await tx.insert(iecSubstanceSources).values(
    items.flatMap(({ item }) =>
      item.sources.map((key, position) => ({
        substanceId: requireRow(substanceIds.get(item.de)),
        sourceId: sourceIdOf(key),
        position,
      })),
    ),
  );
  catalogueChanged(
    emit,
    SyncEntity.iecSubstanceGroup,
    groupRows.map((row) => row.id),
  );
  catalogueChanged(
    emit,
    SyncEntity.iecSubstance,
    substanceRows.map((row) => row.id),
  );

  const entryRows = await tx
    .insert(iecLexiconEntries)
    .values(
      DEMO_IEC_LEXICON.map((entry) => ({
        termDe: entry.term.de,
        termEn: entry.term.en,
        definitionDe: entry.definition.de,
        definitionEn: entry.definition.en,
        substanceId:
          entry.substance === undefined ? null : requireRow(substanceIds.get(entry.substance) ?? null),
        searchText: lexiconSearchText(entry),
      })),
    )
    .returning({ id: iecLexiconEntries.id, term: iecLexiconEntries.termDe });
  const entryIds = new Map(entryRows.map((row) => [row.term, row.id]));
  await tx.insert(iecLexiconEntrySources).values(
    DEMO_IEC_LEXICON.flatMap((entry) =>
      entry.sources.map((key, position) => ({
        entryId: requireRow(entryIds.get(entry.term.de)),
        sourceId: sourceIdOf(key),
        position,
      })),
    ),
  );
  catalogueChanged(
    emit,
    SyncEntity.iecLexiconEntry,
    entryRows.map((row) => row.id),
  );
}

function requireRow<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw new Error('demo iEC row missing');
  return row;
}
