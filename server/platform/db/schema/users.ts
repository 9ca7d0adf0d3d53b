/**
 * Users: doctors, lab staff and administrators (spec §3 'User'). Every field of the spec lives here;
 * `twoFactorAuthenticated` is per session (sessions.two_factor_passed_at), not per user.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES, SALUTATIONS, TWO_FACTOR_TYPES } from '../../../../src/contract/constants';
import { germanVector, trigramIndexExpression, userSearchText } from './searchText';
import { sqlList, timestamps, timestampTz } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** Null until the user sets their login credentials in the first-run wizard. */
    username: text('username').unique(),
    passwordHash: text('password_hash'),
    vorname: text('vorname').notNull(),
    nachname: text('nachname').notNull(),
    anrede: text('anrede', { enum: SALUTATIONS }).notNull().default('Keine'),
    titel: text('titel'),
    email: text('email').notNull(),
    phone: text('phone'),
    mobile: text('mobile'),
    strasse: text('strasse'),
    plz: text('plz'),
    ort: text('ort'),
    country: text('country'),
    /** The user's id in the laboratory information system; doctors only. */
    lisId: text('lis_id').unique(),
    language: text('language', { enum: LOCALES }).notNull().default('de'),
    twoFactorType: text('two_factor_type', { enum: TWO_FACTOR_TYPES }),
    /** Stored encrypted with APP_KEY by the two-factor feature. */
    twoFactorSecret: text('two_factor_secret'),
    /** Hashes of the recovery codes; the codes themselves are shown once and never stored. */
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>(),
    twoFactorConfirmedAt: timestampTz('two_factor_confirmed_at'),
    /** The last TOTP time step accepted; a code of this or an earlier step is refused (replay). */
    twoFactorLastUsedStep: integer('two_factor_last_used_step'),
    /** HMAC of the mailed 6-digit code (type mail); single use, expires TTL after it was sent. */
    twoFactorMailCodeHash: text('two_factor_mail_code_hash'),
    twoFactorMailCodeSentAt: timestampTz('two_factor_mail_code_sent_at'),
    loginCredentialsSetAt: timestampTz('login_credentials_set_at'),
    emailVerifiedAt: timestampTz('email_verified_at'),
    emailVerificationNotificationSentAt: timestampTz('email_verification_notification_sent_at'),
    /**
     * SHA-256 of the signature of the one verification link that still works: a newer link replaces
     * it, using it clears it (issue 26: a link signs in once).
     */
    emailVerificationTokenHash: text('email_verification_token_hash'),
    letzterLogin: timestampTz('letzter_login'),
    vorletzterLogin: timestampTz('vorletzter_login'),
    forumRulesConfirmedAt: timestampTz('forum_rules_confirmed_at'),
    invitedAt: timestampTz('invited_at'),
    lockedAt: timestampTz('locked_at'),
    active: boolean('active').notNull().default(true),
    /**
     * Staff only (issue 29): an administrator allows the first single sign-on to link this account
     * by its verified e-mail address (ssoIdentities.ts). Without it no link is made.
     */
    ssoLinkAllowed: boolean('sso_link_allowed').notNull().default(false),
    /** Bumped when the user's scopes change (roles, permissions); a pull then answers {reset:true}. */
    syncEpoch: integer('sync_epoch').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    /**
     * One account per address, trimmed and without case (issue 26; platform/auth/uniqueEmail.ts):
     * whoever took a colleague's address would get her mails and her e-mail second factor.
     */
    uniqueIndex('users_email_unique_idx').on(sql`lower(trim(${table.email}))`),
    /** The staff dashboard's recent registrations (issue 14): verified in the last 30 days. */
    index('users_email_verified_idx').on(table.emailVerifiedAt),
    /** Usernames are compared case-insensitively at sign-in, so they must be unique that way. */
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_search_trgm_idx').using('gin', trigramIndexExpression(userSearchText(table))),
    index('users_search_fts_idx').using('gin', germanVector(userSearchText(table))),
    check('users_anrede_check', sql.raw(`anrede IN (${sqlList(SALUTATIONS)})`)),
    check('users_language_check', sql.raw(`language IN (${sqlList(LOCALES)})`)),
    check('users_two_factor_type_check', sql.raw(`two_factor_type IN (${sqlList(TWO_FACTOR_TYPES)})`)),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
