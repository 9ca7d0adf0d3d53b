/**
 * The caller's selection in the iEC tool ('kept per user on the device and synced', issue 16).
 * `PUT /api/iec/selection` replaces the whole selection, so replaying it (the outbox after a lost
 * answer) leaves the same state. A selection naming a substance that no longer exists (deleted
 * while the device was offline) is refused with a 409 and a message that says so, rather than
 * stored with the substance silently dropped: the device shows the refused action in 'Nicht
 * gesendet', and the pulled selection (from which the deletion already removed it) is what remains.
 */
import { eq, inArray } from 'drizzle-orm';
import type { IecSelectionRecord } from '../../../src/contract/iec';
import type { AppDb, AppTx } from '../../platform/db/database';
import { iecSelections, iecSubstances } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/httpErrors';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { selectionChanged } from './iecFeed';

export async function readSelection(db: AppDb, userId: number): Promise<IecSelectionRecord> {
  const [row] = await db.select().from(iecSelections).where(eq(iecSelections.userId, userId));
  return row
    ? { substance_ids: row.substanceIds, updated_at: row.updatedAt.toISOString() }
    : { substance_ids: [], updated_at: null };
}

export async function replaceSelection(
  tx: AppTx,
  emit: Emit,
  user: { id: number; uuid: string },
  substanceIds: readonly number[],
  now: Date,
): Promise<void> {
  const ids = [...new Set(substanceIds)];
  if (ids.length > 0) {
    const found = await tx
      .select({ id: iecSubstances.id })
      .from(iecSubstances)
      .where(inArray(iecSubstances.id, ids));
    if (found.length !== ids.length) {
      const known = new Set(found.map((row) => row.id));
      throw new HttpError(409, 'iec.selectionOutdated', { missing: ids.filter((id) => !known.has(id)) });
    }
  }
  await tx
    .insert(iecSelections)
    .values({ userId: user.id, substanceIds: ids, updatedAt: now })
    .onConflictDoUpdate({ target: iecSelections.userId, set: { substanceIds: ids, updatedAt: now } });
  selectionChanged(emit, user.uuid);
}
