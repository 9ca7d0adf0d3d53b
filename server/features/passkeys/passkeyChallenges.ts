/**
 * A WebAuthn ceremony's challenge, kept in the session that asked for the options (never sent
 * back by the client as the thing to trust): it is used once and lives PASSKEY_CHALLENGE_TTL_MS.
 * One ceremony per session at a time; asking for new options replaces the open one.
 */
import { PASSKEY_CHALLENGE_TTL_MS } from '../../../src/contract/constants';
import type { SessionData, SessionRecord } from '../../platform/auth/authTypes';
import type { SessionStore } from '../../platform/auth/sessionStore';

export type CeremonyPurpose = NonNullable<SessionData['passkeyChallenge']>['purpose'];

export async function rememberChallenge(
  sessions: SessionStore,
  session: SessionRecord,
  purpose: CeremonyPurpose,
  challenge: string,
  now: Date,
): Promise<void> {
  await sessions.updateData(session, {
    passkeyChallenge: { challenge, purpose, expiresAt: now.getTime() + PASSKEY_CHALLENGE_TTL_MS },
  });
}

/** The session's open challenge for `purpose`, used up by this call; null when none or expired. */
export async function takeChallenge(
  sessions: SessionStore,
  session: SessionRecord,
  purpose: CeremonyPurpose,
  now: Date,
): Promise<string | null> {
  const open = session.data.passkeyChallenge;
  if (!open) return null;
  await sessions.updateData(session, { passkeyChallenge: undefined });
  if (open.purpose !== purpose || open.expiresAt <= now.getTime()) return null;
  return open.challenge;
}
