/** A passkey as the API and the change feed show it, and the change its owner's devices pull. */
import type { PasskeyRecord } from '../../../src/contract/passkeys';
import { SyncEntity } from '../../../src/contract/sync';
import type { PasskeyRow } from '../../platform/db/schema';
import { userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';

export function toPasskeyRecord(row: PasskeyRow): PasskeyRecord {
  return {
    id: row.id,
    credential_id: row.credentialId,
    name: row.name,
    prf: row.prfSupported,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Only the owner's devices see a passkey; a removed one is pulled as a `del`. */
export function emitPasskeyChange(emit: Emit, owner: { uuid: string }, passkeyId: number): void {
  emit(SyncEntity.passkey, passkeyId, [userScope(owner.uuid)]);
}

export function emitPasskeyRemoval(emit: Emit, owner: { uuid: string }, passkeyId: number): void {
  emit.del(SyncEntity.passkey, passkeyId, [userScope(owner.uuid)]);
}
