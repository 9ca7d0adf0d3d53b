/**
 * Which staff account a verified identity of a provider signs in as, or why none (issue 29):
 *
 * 1. the account linked to the identity (issuer, sub);
 * 2. else, at the first sign-in, the account whose address is the token's e-mail, only when the
 *    provider vouches for it (`email_verified: true`) and an administrator allowed the link for
 *    that account (users.sso_link_allowed); nothing is ever created;
 * 3. doctors are refused (they keep password and second factor), so are deactivated and locked
 *    accounts, and identities whose groups give no portal role;
 * 4. the roles the groups give replace the account's roles: the provider is where staff roles are
 *    kept once a lab signs its staff in this way (a changed role bumps the scopes, setUserRoles).
 *
 * A refused sign-in changes nothing: the link is written only when everything else passed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { RoleName } from '../../../src/contract/permissions';
import { SsoRefusal } from '../../../src/contract/sso';
import type { AppDb } from '../../platform/db/database';
import { ssoIdentities, users, type User } from '../../platform/db/schema';
import type { OidcProviderConfig } from '../../platform/config/config';
import type { AuthenticatedUser } from '../../platform/auth/authTypes';
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import { roleIdsByName } from '../../platform/auth/roleIds';
import { setUserRoles } from '../system';

/** The ID token's claims this decision reads. */
export interface SsoIdentityClaims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  [claim: string]: unknown;
}

export type SsoAccountResult = { user: AuthenticatedUser } | { refusal: SsoRefusal };

/** The group claim as a list: providers send an array, some a single string. */
function groupsOf(claims: SsoIdentityClaims, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
}

export function mappedRoleNames(
  provider: Pick<OidcProviderConfig, 'roles' | 'roleClaim'>,
  claims: SsoIdentityClaims,
) {
  const names = groupsOf(claims, provider.roleClaim).flatMap((group) => provider.roles.get(group) ?? []);
  return [...new Set(names)].filter((name) => name !== RoleName.doctor);
}

async function linkedUserId(db: AppDb, claims: SsoIdentityClaims): Promise<number | undefined> {
  const [linked] = await db
    .select({ userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.issuer, claims.iss), eq(ssoIdentities.subject, claims.sub)));
  return linked?.userId;
}

async function userByVerifiedEmail(db: AppDb, claims: SsoIdentityClaims): Promise<User | undefined> {
  if (claims.email_verified !== true || typeof claims.email !== 'string' || !claims.email.trim()) {
    return undefined;
  }
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(trim(${users.email}))`, claims.email.trim().toLowerCase()));
  return user;
}

export async function ssoAccount(
  db: AppDb,
  provider: OidcProviderConfig,
  claims: SsoIdentityClaims,
  now: Date,
): Promise<SsoAccountResult> {
  const linkedId = await linkedUserId(db, claims);
  const byEmail = linkedId === undefined ? await userByVerifiedEmail(db, claims) : undefined;
  const userId = linkedId ?? byEmail?.id;
  const user = userId === undefined ? null : await loadAuthenticatedUser(db, userId);
  if (!user) return { refusal: SsoRefusal.notLinked };
  // A doctor hears why before anything else: no allowance would let her in.
  if (user.roles.includes(RoleName.doctor)) return { refusal: SsoRefusal.doctor };
  if (linkedId === undefined && !user.ssoLinkAllowed) return { refusal: SsoRefusal.notLinked };
  if (!user.active || user.lockedAt !== null) return { refusal: SsoRefusal.disabled };

  const known = await roleIdsByName(db);
  const roleIds = mappedRoleNames(provider, claims).flatMap((name) => known.get(name) ?? []);
  if (roleIds.length === 0) return { refusal: SsoRefusal.noRole };

  if (linkedId === undefined) {
    await db
      .insert(ssoIdentities)
      .values({ userId: user.id, issuer: claims.iss, subject: claims.sub, linkedAt: now })
      .onConflictDoNothing();
  }
  await db
    .update(ssoIdentities)
    .set({ lastSignInAt: now })
    .where(and(eq(ssoIdentities.issuer, claims.iss), eq(ssoIdentities.subject, claims.sub)));
  await setUserRoles(db, user.id, roleIds);
  const current = await loadAuthenticatedUser(db, user.id);
  return current ? { user: current } : { refusal: SsoRefusal.notLinked };
}
