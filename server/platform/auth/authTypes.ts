/**
 * What a request knows about who sends it, and what a route declares about who may call it.
 * The session hooks (sessionHooks.ts) fill `request.session` and `request.user`; routes declare
 * `config: access('full', { gate })` (routeAccess.ts) and the hooks enforce it before the body is
 * even parsed.
 */
import type { TokenAbility } from '../../../src/contract/apiTokens';
import type { Permission } from '../../../src/contract/permissions';
import type { User } from '../db/schema';

/** What a session keeps besides its columns. */
export type SessionData = {
  /** Epoch ms of the last `POST /api/user/confirm-password` (reference part B: 423 gate). */
  passwordConfirmedAt?: number;
  /** The recovery codes generated in this session, encrypted; shown again until replaced. */
  recoveryCodes?: string;
  /** The open WebAuthn ceremony of this session (server/features/passkeys/passkeyChallenges.ts). */
  passkeyChallenge?: { challenge: string; purpose: 'register' | 'authenticate'; expiresAt: number };
};

export interface SessionRecord {
  /** sha256 of the cookie's token. */
  id: string;
  userId: number | null;
  twoFactorPassedAt: Date | null;
  csrfToken: string;
  lastActivityAt: Date;
  data: SessionData;
}

export interface AuthenticatedUser extends User {
  roles: string[];
  permissions: string[];
}

/**
 * - guest: anyone, with or without a session;
 * - signedIn: the session holds a user, even one whose second factor is still pending;
 * - onboarding: signed in and not waiting for the two-factor challenge (setup not finished yet,
 *   or the second factor passed in this session): the first-run wizard's level;
 * - full: e-mail verified, credentials set, two-factor confirmed and passed in this session;
 * - machine: a personal access token in `Authorization: Bearer` (server/features/system), no session
 *   and no CSRF: the laboratory system's imports. Only these routes read the header.
 */
export type AuthLevel = 'guest' | 'signedIn' | 'onboarding' | 'full' | 'machine';

export interface RouteAccess {
  auth: AuthLevel;
  /** A permission some role of the user must hold (spec §6). */
  gate?: Permission;
  /** Administrators only (role Admin). */
  admin?: boolean;
  /** The password must have been confirmed within PASSWORD_CONFIRMATION_TTL_MS, else 423. */
  passwordConfirmed?: boolean;
  /**
   * A write a pending login (second factor not yet passed) may make: the challenge itself. Every
   * other state-changing route at level 'signedIn' fails at start (routeAccess.ts).
   */
  secondFactorStep?: boolean;
  /** For level 'machine': the ability the token must carry (src/contract/apiTokens.ts), else 403. */
  ability?: TokenAbility;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * False exempts a state-changing route from the CSRF check (machine-to-machine calls only);
     * 'always' checks a GET too (the spec's state-changing GETs, e.g. /api/notifications/read).
     */
    csrf?: boolean | 'always';
  }
  interface FastifyRequest {
    session: SessionRecord | null;
    user: AuthenticatedUser | null;
  }
}
