/**
 * Content staff's writes of the lexicon (issue 16): an entry with its definition in both
 * languages, optionally about one substance, citing sources. References are checked first (422 on
 * the field), and every change reaches every device through the feed (scope `all`).
 */
import { eq } from 'drizzle-orm';
import type { IecLexiconEntryInput } from '../../../src/contract/iec';
import { SyncEntity } from '../../../src/contract/sync';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { AppTx } from '../../platform/db/database';
import { iecLexiconEntries, iecLexiconEntrySources, iecSubstances } from '../../platform/db/schema';
import { fieldError, notFound } from '../../platform/http/httpErrors';
import { requireSources } from '../iec';
import { catalogueChanged, catalogueDeleted } from '../iec';
import { lexiconSearchText } from '../iec';
import type { Emit } from '../../platform/sync/writeWithChanges';

export async function saveLexiconEntry(
  tx: AppTx,
  emit: Emit,
  id: number | null,
  input: IecLexiconEntryInput,
): Promise<number> {
  if (input.substance_id !== null) {
    const [substance] = await tx
      .select({ id: iecSubstances.id })
      .from(iecSubstances)
      .where(eq(iecSubstances.id, input.substance_id));
    if (!substance) throw fieldError('substance_id', ValidationMessage.unknownSubstance);
  }
  await requireSources(tx, input.source_ids);
  const values = {
    termDe: input.term.de,
    termEn: input.term.en,
    definitionDe: input.definition.de,
    definitionEn: input.definition.en,
    substanceId: input.substance_id,
    searchText: lexiconSearchText(input),
  };
  const [saved] =
    id === null
      ? await tx.insert(iecLexiconEntries).values(values).returning({ id: iecLexiconEntries.id })
      : await tx
          .update(iecLexiconEntries)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(iecLexiconEntries.id, id))
          .returning({ id: iecLexiconEntries.id });
  if (!saved) throw notFound();
  await tx.delete(iecLexiconEntrySources).where(eq(iecLexiconEntrySources.entryId, saved.id));
  if (input.source_ids.length > 0) {
    await tx
      .insert(iecLexiconEntrySources)
      .values(input.source_ids.map((sourceId, position) => ({ entryId: saved.id, sourceId, position })));
  }
  catalogueChanged(emit, SyncEntity.iecLexiconEntry, [saved.id]);
  return saved.id;
}

export async function deleteLexiconEntry(tx: AppTx, emit: Emit, id: number): Promise<void> {
  const [deleted] = await tx
    .delete(iecLexiconEntries)
    .where(eq(iecLexiconEntries.id, id))
    .returning({ id: iecLexiconEntries.id });
  if (!deleted) throw notFound();
  catalogueDeleted(emit, SyncEntity.iecLexiconEntry, id);
}
