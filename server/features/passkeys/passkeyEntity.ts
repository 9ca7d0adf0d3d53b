/** `passkey`: the viewer's own passkeys (scope user:<owner uuid>), without key material. */
import { and, eq } from 'drizzle-orm';
import { passkeys } from '../../platform/db/schema';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';
import { toPasskeyRecord } from './passkeyRecords';

export const passkeyEntity = numericIdEntity(async (db, viewer, filter) => {
  const rows = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, viewer.id), idCondition(passkeys.id, filter)))
    .orderBy(passkeys.id)
    .limit(limitOf(filter));
  return rows.map((row) => ({ id: String(row.id), data: toPasskeyRecord(row) }));
});
