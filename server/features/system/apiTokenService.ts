/**
 * Creating, listing, revoking and resolving personal access tokens (issue 17). The plain token is
 * `<id>|<secret>` as Sanctum's: the id finds the row, the secret's sha256 must match it in
 * constant time. Only the hash is stored, so the token is shown once, at creation.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiTokenRecord } from '../../../src/contract/apiTokens';
import { randomToken, safeEqual, sha256Hex } from '../../platform/crypto/tokens';
import { isAdmin } from '../../platform/auth/accessLevels';
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import type { AppDb } from '../../platform/db/database';
import { apiTokens, apiTokenUses, type ApiTokenRow } from '../../platform/db/schema';

export const toApiTokenRecord = (row: ApiTokenRow): ApiTokenRecord => ({
  id: row.id,
  name: row.name,
  abilities: row.abilities,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export async function createApiToken(
  db: AppDb,
  input: { name: string; abilities: readonly string[]; createdBy: number; now: Date },
): Promise<{ row: ApiTokenRow; plainTextToken: string }> {
  const secret = randomToken(40);
  const [row] = await db
    .insert(apiTokens)
    .values({
      name: input.name,
      abilities: [...input.abilities],
      tokenHash: sha256Hex(secret),
      createdBy: input.createdBy,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('token not stored');
  return { row, plainTextToken: `${row.id}|${secret}` };
}

export async function listApiTokens(db: AppDb): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revoked tokens stay listed (with their last use) but authenticate nothing. */
export async function revokeApiToken(db: AppDb, id: number, now: Date): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  if (row) return row;
  // Revoked before: the first revocation's time stays.
  const [earlier] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  return earlier;
}

/**
 * The live token a bearer value names, or null (unknown, malformed, wrong secret, revoked, or its
 * creator no longer an active administrator).
 */
export async function resolveApiToken(db: AppDb, bearer: string): Promise<ApiTokenRow | null> {
  const separator = bearer.indexOf('|');
  const id = Number(bearer.slice(0, separator));
  const secret = bearer.slice(separator + 1);
  if (separator < 1 || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647 || !secret) return null;
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  if (!row || !safeEqual(sha256Hex(secret), row.tokenHash) || row.revokedAt) return null;
  // A token acts as its creator (the imports' uploader): it lives only while the creator is an
  // active, unlocked administrator.
  const creator = await loadAuthenticatedUser(db, row.createdBy);
  if (!creator || !creator.active || creator.lockedAt !== null || !isAdmin(creator)) return null;
  return row;
}

/** Every call made with a token is recorded, and the token's last use moves. */
export async function recordApiTokenUse(
  db: AppDb,
  use: { tokenId: number; method: string; route: string; status: number; ip: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(apiTokenUses).values(use);
    await tx.update(apiTokens).set({ lastUsedAt: use.at }).where(eq(apiTokens.id, use.tokenId));
  });
}
