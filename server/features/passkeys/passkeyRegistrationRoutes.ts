/**
 * Registering a passkey (issue 29), after the password was confirmed once (the 423 gate): the
 * options carry a fresh challenge kept in the session, the response is verified against it and
 * against APP_URL's origin and RP ID, with user verification required. When the user chose the
 * passkey as second factor and has not confirmed it yet, this registration confirms it and counts
 * as passing the second factor in this session, like the first code of the other types.
 */
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSKEYS_PER_USER_MAX } from '../../../src/contract/constants';
import {
  passkeyRegisteredSchema,
  registerPasskeySchema,
  webAuthnOptionsSchema,
  type WebAuthnOptions,
} from '../../../src/contract/passkeys';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { passkeys, users } from '../../platform/db/schema';
import { fieldError } from '../../platform/http/httpErrors';
import { emitAccountChange } from '../../platform/sync/accountChanges';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { emitPasskeyChange, toPasskeyRecord } from './passkeyRecords';
import { rememberChallenge, takeChallenge } from './passkeyChallenges';
import { relyingPartyOf } from './relyingParty';

export const passkeyRegistrationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db, sessions } = context;
  const party = relyingPartyOf(context.config);

  app.post(
    '/api/user/passkeys/registration-options',
    {
      config: access('onboarding', { passwordConfirmed: true }),
      schema: { response: { 200: webAuthnOptionsSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      const existing = await db.select().from(passkeys).where(eq(passkeys.userId, user.id));
      if (existing.length >= PASSKEYS_PER_USER_MAX) throw fieldError('passkey', 'passkeys.tooMany');
      const options = await generateRegistrationOptions({
        rpName: party.rpName,
        rpID: party.rpID,
        userName: user.email,
        userID: new TextEncoder().encode(user.uuid),
        userDisplayName: [user.vorname, user.nachname].filter(Boolean).join(' ') || user.email,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      });
      await rememberChallenge(sessions, session, 'register', options.challenge, context.now());
      // The library's JSON type has no index signature; the schema passes every field through.
      return options as unknown as WebAuthnOptions;
    },
  );

  app.post(
    '/api/user/passkeys',
    {
      config: access('onboarding', { passwordConfirmed: true }),
      schema: { body: registerPasskeySchema, response: { 200: passkeyRegisteredSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      const challenge = await takeChallenge(sessions, session, 'register', context.now());
      if (!challenge) throw fieldError('response', 'passkeys.ceremonyExpired');
      const verification = await verifyRegistrationResponse({
        response: request.body.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.rpID,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw fieldError('response', 'passkeys.notVerified');
      const { credential } = verification.registrationInfo;

      const confirmsTwoFactor = user.twoFactorType === 'passkey' && user.twoFactorConfirmedAt === null;
      const { result: row } = await writeWithChanges(db, async (tx, emit) => {
        const [{ value: held } = { value: 0 }] = await tx
          .select({ value: count() })
          .from(passkeys)
          .where(eq(passkeys.userId, user.id));
        if (held >= PASSKEYS_PER_USER_MAX) throw fieldError('passkey', 'passkeys.tooMany');
        const [inserted] = await tx
          .insert(passkeys)
          .values({
            userId: user.id,
            credentialId: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ?? [],
            name: request.body.name,
            prfSupported: request.body.prf,
            createdAt: context.now(),
          })
          .onConflictDoNothing({ target: passkeys.credentialId })
          .returning();
        if (!inserted) throw fieldError('response', 'passkeys.alreadyRegistered');
        emitPasskeyChange(emit, user, inserted.id);
        if (confirmsTwoFactor) {
          await tx.update(users).set({ twoFactorConfirmedAt: context.now() }).where(eq(users.id, user.id));
          emitAccountChange(emit, user);
        }
        return inserted;
      });
      if (confirmsTwoFactor) await sessions.markTwoFactorPassed(session);
      return { passkey: toPasskeyRecord(row), two_factor_confirmed: confirmsTwoFactor };
    },
  );
};
