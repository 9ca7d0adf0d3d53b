/** Issue 29: the user's own passkeys (scope user:<uuid>), data `passkeyRecordSchema` of ../passkeys.ts. */
export const passkeysSyncEntities = { passkey: 'passkey' } as const;
