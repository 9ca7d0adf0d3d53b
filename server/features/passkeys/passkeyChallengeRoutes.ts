/**
 * The second step of sign-in by passkey (spec §4, issue 29): the pending login asks for options
 * (a challenge kept in its session, the user's passkeys allowed) and answers with the assertion.
 * A verified assertion with user verification passes the second factor exactly like a code at
 * /api/two-factor-challenge: a new session id, the login recorded. The signature counter must
 * grow where the authenticator keeps one (a cloned key is refused); attempts count against the
 * same per-user limit as codes. Recovery codes stay the fallback at /api/two-factor-challenge.
 */
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passkeyAssertionSchema,
  webAuthnOptionsSchema,
  type WebAuthnOptions,
} from '../../../src/contract/passkeys';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { recordLogin, startSession } from '../../platform/auth/sessionLifecycle';
import { passkeys } from '../../platform/db/schema';
import { fieldError, tooManyAttempts } from '../../platform/http/httpErrors';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { rememberChallenge, takeChallenge } from './passkeyChallenges';
import { emitPasskeyChange } from './passkeyRecords';
import { relyingPartyOf } from './relyingParty';

export const passkeyChallengeRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db, sessions } = context;
  const party = relyingPartyOf(context.config);

  app.post(
    '/api/two-factor-challenge/passkey-options',
    {
      config: access('signedIn', { secondFactorStep: true }),
      schema: { response: { 200: webAuthnOptionsSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      if (user.twoFactorType !== 'passkey' || !user.twoFactorConfirmedAt) {
        throw fieldError('response', 'twoFactor.notSetUp');
      }
      const own = await db.select().from(passkeys).where(eq(passkeys.userId, user.id));
      if (own.length === 0) throw fieldError('response', 'passkeys.none');
      const options = await generateAuthenticationOptions({
        rpID: party.rpID,
        allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports })),
        userVerification: 'required',
      });
      await rememberChallenge(sessions, session, 'authenticate', options.challenge, context.now());
      // The library's JSON type has no index signature; the schema passes every field through.
      return options as unknown as WebAuthnOptions;
    },
  );

  app.post(
    '/api/two-factor-challenge/passkey',
    {
      config: access('signedIn', { secondFactorStep: true }),
      schema: { body: passkeyAssertionSchema },
    },
    async (request, reply) => {
      const { user, session } = signedIn(request);
      if (user.twoFactorType !== 'passkey' || !user.twoFactorConfirmedAt) {
        throw fieldError('response', 'twoFactor.notSetUp');
      }
      const limitKey = `user:${user.id}`;
      const limit = await context.limiters.twoFactor.attempt(limitKey);
      if (!limit.allowed) throw tooManyAttempts(limit.retryAfterS);

      const challenge = await takeChallenge(sessions, session, 'authenticate', context.now());
      if (!challenge) throw fieldError('response', 'passkeys.ceremonyExpired');
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      const [stored] = await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.userId, user.id), eq(passkeys.credentialId, response.id)));
      if (!stored) throw fieldError('response', 'passkeys.notVerified');
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.rpID,
        credential: {
          id: stored.credentialId,
          publicKey: stored.publicKey,
          counter: stored.counter,
          transports: stored.transports as never,
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw fieldError('response', 'passkeys.notVerified');
      await context.limiters.twoFactor.clear(limitKey);

      await writeWithChanges(db, async (tx, emit) => {
        await tx
          .update(passkeys)
          .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: context.now() })
          .where(eq(passkeys.id, stored.id));
        emitPasskeyChange(emit, user, stored.id);
      });
      const wasPending = session.twoFactorPassedAt === null;
      await startSession(context, request, reply, user, { twoFactorPassed: true });
      if (wasPending) await recordLogin(context.db, user.id, context.now());
      return reply.code(204).send();
    },
  );
};
