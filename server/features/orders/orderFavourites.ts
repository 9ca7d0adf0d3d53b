/**
 * A practice's favourite analyses and profiles (issue 28), shown first in order entry. A favourite
 * belongs to a practice and reaches all its doctors; a doctor without a practice keeps her own.
 * Only a doctor of the practice adds or removes one; marking a favourite twice keeps one.
 */
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { OrderValidation, type OrderFavouriteRecord } from '../../../src/contract/orders';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb, AppTx } from '../../platform/db/database';
import { officeDoctors, orderFavourites, users } from '../../platform/db/schema';
import { FieldValidationError, notFound } from '../../platform/http/httpErrors';
import { userScope, type SyncScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { inOfficesOf } from './orderAccess';
import { analysesById, profilesById } from './orderCatalogue';

type Db = AppDb | AppTx;
type FavouriteRow = typeof orderFavourites.$inferSelect;

export interface FavouriteInput {
  office_id: number | null;
  analysis_id: number | null;
  profile_id: number | null;
}

export const toFavouriteRecord = (row: FavouriteRow): OrderFavouriteRecord => ({
  id: row.id,
  office_id: row.officeId,
  doctor_id: row.doctorId,
  analysis_id: row.analysisId,
  profile_id: row.profileId,
  created_at: row.createdAt.toISOString(),
});

/** The favourites a doctor sees: her practices', and her own. */
export const visibleFavourites = (doctorId: number): SQL =>
  or(inOfficesOf(orderFavourites.officeId, doctorId), eq(orderFavourites.doctorId, doctorId)) as SQL;

/** Who mirrors a favourite: the doctors of its practice, or its doctor. */
async function favouriteScopes(tx: AppTx, row: FavouriteRow): Promise<SyncScope[]> {
  const doctors =
    row.officeId === null
      ? await tx
          .select({ uuid: users.uuid })
          .from(users)
          .where(eq(users.id, row.doctorId ?? 0))
      : await tx
          .select({ uuid: users.uuid })
          .from(officeDoctors)
          .innerJoin(users, eq(users.id, officeDoctors.userId))
          .where(eq(officeDoctors.officeId, row.officeId));
  return doctors.map((doctor) => userScope(doctor.uuid));
}

/** The favourite's owner: one of the doctor's practices (required when she has several), or herself. */
async function ownerOf(tx: AppTx, doctorId: number, officeId: number | null) {
  const own = (
    await tx
      .select({ id: officeDoctors.officeId })
      .from(officeDoctors)
      .where(eq(officeDoctors.userId, doctorId))
  ).map((row) => row.id);
  if (officeId !== null && own.includes(officeId)) return { officeId, doctorId: null };
  if (officeId === null && own.length === 1) return { officeId: own[0] ?? null, doctorId: null };
  if (officeId === null && own.length === 0) return { officeId: null, doctorId };
  throw new FieldValidationError({ office_id: [OrderValidation.office] });
}

export async function addFavourite(
  tx: AppTx,
  emit: Emit,
  doctorId: number,
  input: FavouriteInput,
  now: Date,
): Promise<OrderFavouriteRecord> {
  const owner = await ownerOf(tx, doctorId, input.office_id);
  if (input.analysis_id !== null && !(await analysesById(tx, [input.analysis_id])).has(input.analysis_id)) {
    throw new FieldValidationError({ analysis_id: [OrderValidation.unknownAnalysis] });
  }
  if (input.profile_id !== null && !(await profilesById(tx, [input.profile_id])).has(input.profile_id)) {
    throw new FieldValidationError({ profile_id: [OrderValidation.unknownAnalysis] });
  }
  const [created] = await tx
    .insert(orderFavourites)
    .values({
      ...owner,
      analysisId: input.analysis_id,
      profileId: input.profile_id,
      createdBy: doctorId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const row =
    created ??
    (
      await tx
        .select()
        .from(orderFavourites)
        .where(
          and(
            owner.officeId === null
              ? isNull(orderFavourites.officeId)
              : eq(orderFavourites.officeId, owner.officeId),
            owner.doctorId === null
              ? isNull(orderFavourites.doctorId)
              : eq(orderFavourites.doctorId, owner.doctorId),
            input.analysis_id === null
              ? isNull(orderFavourites.analysisId)
              : eq(orderFavourites.analysisId, input.analysis_id),
            input.profile_id === null
              ? isNull(orderFavourites.profileId)
              : eq(orderFavourites.profileId, input.profile_id),
          ),
        )
    )[0];
  if (!row) throw new Error('favourite neither stored nor found');
  if (created) emit(SyncEntity.orderFavourite, row.id, await favouriteScopes(tx, row));
  return toFavouriteRecord(row);
}

/** Removes one of the doctor's favourites; 404 for another practice's. */
export async function removeFavourite(tx: AppTx, emit: Emit, doctorId: number, id: number): Promise<void> {
  const [row] = await tx
    .delete(orderFavourites)
    .where(and(eq(orderFavourites.id, id), visibleFavourites(doctorId)))
    .returning();
  if (!row) throw notFound();
  emit.del(SyncEntity.orderFavourite, row.id, await favouriteScopes(tx, row));
}

/** The favourites of `where` in id order (the feed's reads). */
export async function readFavourites(
  db: Db,
  where: SQL | undefined,
  limit: number,
): Promise<OrderFavouriteRecord[]> {
  const rows = await db
    .select()
    .from(orderFavourites)
    .where(where)
    .orderBy(asc(orderFavourites.id))
    .limit(limit);
  return rows.map(toFavouriteRecord);
}
