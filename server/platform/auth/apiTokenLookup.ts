/**
 * Resolving a personal access token from its bearer value and recording each use (issue 17): the
 * machine authentication of every request (machineAuth.ts). Creating and revoking tokens is the
 * system feature's (server/features/system/apiTokenService.ts).
 */
import { eq } from 'drizzle-orm';
import { safeEqual, sha256Hex } from '../crypto/tokens';
import { isAdmin } from './accessLevels';
import { loadAuthenticatedUser } from './authenticatedUser';
import type { AppDb } from '../db/database';
import { apiTokens, apiTokenUses, type ApiTokenRow } from '../db/schema';

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
