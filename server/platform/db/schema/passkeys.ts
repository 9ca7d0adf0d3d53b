/**
 * WebAuthn credentials (issue 29): the second factor, and on the registering device the key to
 * the vault (via the PRF extension; nothing of that reaches the server). The public key and the
 * signature counter are the library's; the PRF flag only tells the user what the passkey can do.
 */
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as WebAuthn names the credential. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    // WebAuthn's signature counter is an unsigned 32-bit number.
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    prfSupported: boolean('prf_supported').notNull().default(false),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    lastUsedAt: timestampTz('last_used_at'),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
