/**
 * Single sign-on links (issue 29): which staff account an identity of an OpenID provider signs in
 * as, by the provider's issuer and the ID token's `sub` (stable, unlike the e-mail address). A link
 * is made once, at the first sign-in, and only where an administrator allowed it for the account
 * (users.sso_link_allowed); the account is found then by its verified e-mail address.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    linkedAt: timestampTz('linked_at').notNull().defaultNow(),
    lastSignInAt: timestampTz('last_sign_in_at'),
  },
  (table) => [
    uniqueIndex('sso_identities_issuer_subject_idx').on(table.issuer, table.subject),
    index('sso_identities_user_idx').on(table.userId),
  ],
);

export type SsoIdentity = typeof ssoIdentities.$inferSelect;
