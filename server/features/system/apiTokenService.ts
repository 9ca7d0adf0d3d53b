/**
 * Creating, listing and revoking personal access tokens (issue 17); resolving them is the
 * platform's (platform/auth/apiTokenLookup.ts). The plain token is
 * `<id>|<secret>` as Sanctum's: the id finds the row, the secret's sha256 must match it in
 * constant time. Only the hash is stored, so the token is shown once, at creation.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiTokenRecord } from '../../../src/contract/apiTokens';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens';
import type { AppDb } from '../../platform/db/database';
import { apiTokens, type ApiTokenRow } from '../../platform/db/schema';

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
