/**
 * Content staff's writes of the catalogue (issue 16): sources, substance groups, substances. Each
 * runs inside the caller's writeWithChanges and emits what changed through iecFeed.ts, including
 * what a change drags along: a substance that moves or goes changes its groups; a deleted source
 * changes the substances and lexicon entries that cited it; a deleted substance leaves every
 * selection that held it (those users' selections change) and every lexicon entry about it.
 *
 * References are checked before writing, so an unknown group or source is a 422 naming the field,
 * never a foreign-key 500.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { IecSourceInput, IecSubstanceGroupInput, IecSubstanceInput } from '../../../src/contract/iec';
import { SyncEntity } from '../../../src/contract/sync';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { AppTx } from '../../platform/db/database';
import {
  iecLexiconEntries,
  iecLexiconEntrySources,
  iecSelections,
  iecSources,
  iecSubstanceGroups,
  iecSubstanceSources,
  iecSubstances,
  users,
} from '../../platform/db/schema';
import { fieldError, HttpError, notFound } from '../../platform/http/httpErrors';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { catalogueChanged, catalogueDeleted, selectionChanged } from './iecFeed';
import { substanceSearchText } from './iecSearchText';

// ---------------------------------------------------------------------------------------------
// References

/** Throws a 422 on `field` unless every id names a source. */
export async function requireSources(tx: AppTx, ids: readonly number[], field = 'source_ids'): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: iecSources.id })
    .from(iecSources)
    .where(inArray(iecSources.id, [...ids]));
  if (found.length !== new Set(ids).size) throw fieldError(field, ValidationMessage.unknownSource);
}

async function requireGroup(tx: AppTx, id: number): Promise<void> {
  const [group] = await tx
    .select({ id: iecSubstanceGroups.id })
    .from(iecSubstanceGroups)
    .where(eq(iecSubstanceGroups.id, id));
  if (!group) throw fieldError('group_id', ValidationMessage.unknownSubstanceGroup);
}

// ---------------------------------------------------------------------------------------------
// Sources

export async function saveSource(
  tx: AppTx,
  emit: Emit,
  id: number | null,
  input: IecSourceInput,
): Promise<number> {
  const [saved] =
    id === null
      ? await tx.insert(iecSources).values({ citation: input.citation }).returning({ id: iecSources.id })
      : await tx
          .update(iecSources)
          .set({ citation: input.citation, updatedAt: new Date() })
          .where(eq(iecSources.id, id))
          .returning({ id: iecSources.id });
  if (!saved) throw notFound();
  catalogueChanged(emit, SyncEntity.iecSource, [saved.id]);
  return saved.id;
}

/** Deletes a source; the substances and lexicon entries that cited it no longer do. */
export async function deleteSource(tx: AppTx, emit: Emit, id: number): Promise<void> {
  const citing = await tx
    .select({ id: iecSubstanceSources.substanceId })
    .from(iecSubstanceSources)
    .where(eq(iecSubstanceSources.sourceId, id));
  const citingEntries = await tx
    .select({ id: iecLexiconEntrySources.entryId })
    .from(iecLexiconEntrySources)
    .where(eq(iecLexiconEntrySources.sourceId, id));
  const [deleted] = await tx.delete(iecSources).where(eq(iecSources.id, id)).returning({ id: iecSources.id });
  if (!deleted) throw notFound();
  catalogueDeleted(emit, SyncEntity.iecSource, id);
  catalogueChanged(
    emit,
    SyncEntity.iecSubstance,
    citing.map((row) => row.id),
  );
  catalogueChanged(
    emit,
    SyncEntity.iecLexiconEntry,
    citingEntries.map((row) => row.id),
  );
}

// ---------------------------------------------------------------------------------------------
// Groups

export async function saveGroup(
  tx: AppTx,
  emit: Emit,
  id: number | null,
  input: IecSubstanceGroupInput,
): Promise<number> {
  const values = { titleDe: input.title.de, titleEn: input.title.en, position: input.position };
  const [saved] =
    id === null
      ? await tx.insert(iecSubstanceGroups).values(values).returning({ id: iecSubstanceGroups.id })
      : await tx
          .update(iecSubstanceGroups)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(iecSubstanceGroups.id, id))
          .returning({ id: iecSubstanceGroups.id });
  if (!saved) throw notFound();
  if (input.substances) await moveIntoGroup(tx, emit, saved.id, input.substances);
  catalogueChanged(emit, SyncEntity.iecSubstanceGroup, [saved.id]);
  return saved.id;
}

/** Moves the listed substances into the group; its current members must stay listed. */
async function moveIntoGroup(
  tx: AppTx,
  emit: Emit,
  groupId: number,
  wanted: readonly number[],
): Promise<void> {
  const ids = [...new Set(wanted)];
  const members = await tx
    .select({ id: iecSubstances.id })
    .from(iecSubstances)
    .where(eq(iecSubstances.groupId, groupId));
  if (members.some((member) => !ids.includes(member.id))) {
    throw fieldError('substances', ValidationMessage.groupKeepsSubstances);
  }
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: iecSubstances.id, groupId: iecSubstances.groupId })
    .from(iecSubstances)
    .where(inArray(iecSubstances.id, ids));
  if (found.length !== ids.length) throw fieldError('substances', ValidationMessage.unknownSubstance);
  const moving = found.filter((row) => row.groupId !== groupId);
  if (moving.length === 0) return;
  await tx
    .update(iecSubstances)
    .set({ groupId, updatedAt: new Date() })
    .where(
      inArray(
        iecSubstances.id,
        moving.map((row) => row.id),
      ),
    );
  catalogueChanged(
    emit,
    SyncEntity.iecSubstance,
    moving.map((row) => row.id),
  );
  catalogueChanged(
    emit,
    SyncEntity.iecSubstanceGroup,
    moving.map((row) => row.groupId),
  );
}

/** Deletes an empty group; one that still holds substances is a 409 (move or delete them first). */
export async function deleteGroup(tx: AppTx, emit: Emit, id: number): Promise<void> {
  const [member] = await tx
    .select({ id: iecSubstances.id })
    .from(iecSubstances)
    .where(eq(iecSubstances.groupId, id))
    .limit(1);
  const [group] = await tx
    .select({ id: iecSubstanceGroups.id })
    .from(iecSubstanceGroups)
    .where(eq(iecSubstanceGroups.id, id));
  if (!group) throw notFound();
  if (member) throw new HttpError(409, 'iec.groupNotEmpty');
  await tx.delete(iecSubstanceGroups).where(eq(iecSubstanceGroups.id, id));
  catalogueDeleted(emit, SyncEntity.iecSubstanceGroup, id);
}

// ---------------------------------------------------------------------------------------------
// Substances

export async function saveSubstance(
  tx: AppTx,
  emit: Emit,
  id: number | null,
  input: IecSubstanceInput,
): Promise<number> {
  await requireGroup(tx, input.group_id);
  await requireSources(tx, input.source_ids);
  const values = {
    groupId: input.group_id,
    nameDe: input.name.de,
    nameEn: input.name.en,
    synonyms: input.synonyms,
    cas: input.cas,
    infoDe: input.info.de,
    infoEn: input.info.en,
    searchText: substanceSearchText(input),
  };
  let formerGroup: number | undefined;
  if (id !== null) {
    const [before] = await tx
      .select({ groupId: iecSubstances.groupId })
      .from(iecSubstances)
      .where(eq(iecSubstances.id, id));
    if (!before) throw notFound();
    formerGroup = before.groupId;
  }
  const [saved] =
    id === null
      ? await tx.insert(iecSubstances).values(values).returning({ id: iecSubstances.id })
      : await tx
          .update(iecSubstances)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(iecSubstances.id, id))
          .returning({ id: iecSubstances.id });
  if (!saved) throw notFound();
  await tx.delete(iecSubstanceSources).where(eq(iecSubstanceSources.substanceId, saved.id));
  if (input.source_ids.length > 0) {
    await tx
      .insert(iecSubstanceSources)
      .values(input.source_ids.map((sourceId, position) => ({ substanceId: saved.id, sourceId, position })));
  }
  catalogueChanged(emit, SyncEntity.iecSubstance, [saved.id]);
  if (formerGroup !== input.group_id) {
    catalogueChanged(
      emit,
      SyncEntity.iecSubstanceGroup,
      [input.group_id, formerGroup].filter((group) => group !== undefined),
    );
  }
  return saved.id;
}

/**
 * Deletes a substance: its group changes, the lexicon entries about it lose the link, and it leaves
 * every user's selection (their selections change, so their devices drop it too).
 */
export async function deleteSubstance(tx: AppTx, emit: Emit, id: number): Promise<void> {
  // The foreign key sets their substance_id to null: read them first, they change.
  const entries = await tx
    .select({ id: iecLexiconEntries.id })
    .from(iecLexiconEntries)
    .where(eq(iecLexiconEntries.substanceId, id));
  const [deleted] = await tx
    .delete(iecSubstances)
    .where(eq(iecSubstances.id, id))
    .returning({ id: iecSubstances.id, groupId: iecSubstances.groupId });
  if (!deleted) throw notFound();
  catalogueDeleted(emit, SyncEntity.iecSubstance, id);
  catalogueChanged(emit, SyncEntity.iecSubstanceGroup, [deleted.groupId]);
  catalogueChanged(
    emit,
    SyncEntity.iecLexiconEntry,
    entries.map((entry) => entry.id),
  );
  const holders = await tx
    .update(iecSelections)
    .set({
      substanceIds: sql`array_remove(${iecSelections.substanceIds}, ${id}::integer)`,
      updatedAt: new Date(),
    })
    .where(sql`${id}::integer = ANY(${iecSelections.substanceIds})`)
    .returning({ userId: iecSelections.userId });
  if (holders.length > 0) {
    const uuids = await tx
      .select({ uuid: users.uuid })
      .from(users)
      .where(
        inArray(
          users.id,
          holders.map((holder) => holder.userId),
        ),
      );
    for (const { uuid } of uuids) selectionChanged(emit, uuid);
  }
}
