/**
 * Setting up, confirming and removing two-factor authentication (spec §4 'Two-factor', reference
 * part B). Enabling starts a setup (a new secret or a mailed code, new recovery codes); entering a
 * code confirms it and counts as passing the second factor in this session. Once confirmed, the
 * type cannot be switched: it must be disabled first (which forces a new setup).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { confirmTwoFactorSchema, enableTwoFactorSchema } from '../../../src/contract/auth';
import {
  recoveryCodesSchema,
  twoFactorEnabledSchema,
  twoFactorQrCodeSchema,
} from '../../../src/contract/twoFactor';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { users } from '../../platform/db/schema';
import { fieldError, HttpError, tooManyAttempts } from '../../platform/http/httpErrors';
import { emitAccountChange } from '../../platform/sync/accountChanges';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { generateMailCode, mailCodeFields, queueMailCode } from './mailCodes';
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  openRecoveryCodes,
  sealRecoveryCodes,
} from './recoveryCodes';
import { generateTotpSecret, otpauthUrl } from './totp';
import { verifyTwoFactorCode } from './verifyTwoFactor';

const statusSchema = z.object({ message: z.string() });

export const twoFactorSetupRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db, encrypter, sessions } = context;

  app.post(
    '/api/user/two-factor-authentication',
    {
      config: access('onboarding', { passwordConfirmed: true }),
      schema: { body: enableTwoFactorSchema, response: { 200: twoFactorEnabledSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      if (user.twoFactorConfirmedAt) throw fieldError('type', 'twoFactor.alreadyConfirmed');
      const { type } = request.body;
      const secret = type === 'app' ? generateTotpSecret() : null;
      const recoveryCodes = generateRecoveryCodes();
      // By mail, the first code is stored and its mail asked for in the same write.
      const mailCode = type === 'mail' ? generateMailCode() : null;
      await writeWithChanges(db, async (tx, emit) => {
        await tx
          .update(users)
          .set({
            twoFactorType: type,
            twoFactorSecret: secret ? encrypter.encrypt(secret) : null,
            twoFactorRecoveryCodes: recoveryCodes.map(hashRecoveryCode),
            twoFactorLastUsedStep: null,
            ...(mailCode
              ? mailCodeFields(context, mailCode)
              : { twoFactorMailCodeHash: null, twoFactorMailCodeSentAt: null }),
          })
          .where(eq(users.id, user.id));
        if (mailCode) await queueMailCode(context, tx, user.id, mailCode);
        emitAccountChange(emit, user);
      });
      await sessions.updateData(session, { recoveryCodes: sealRecoveryCodes(encrypter, recoveryCodes) });
      return { type, recovery_codes: recoveryCodes, ...(secret ? { secret } : {}) };
    },
  );

  app.get(
    '/api/user/two-factor-qr-code',
    {
      config: access('onboarding', { passwordConfirmed: true }),
      schema: { response: { 200: twoFactorQrCodeSchema } },
    },
    async (request) => {
      const { user } = signedIn(request);
      if (user.twoFactorType !== 'app' || !user.twoFactorSecret)
        throw new HttpError(404, 'twoFactor.notSetUp');
      const url = otpauthUrl(user.email, encrypter.decrypt(user.twoFactorSecret));
      return { svg: await QRCode.toString(url, { type: 'svg', margin: 1 }), url };
    },
  );

  app.post(
    '/api/user/confirmed-two-factor-authentication',
    {
      config: access('onboarding'),
      schema: { body: confirmTwoFactorSchema, response: { 200: statusSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      const limit = await context.limiters.twoFactor.attempt(`user:${user.id}`);
      if (!limit.allowed) throw tooManyAttempts(limit.retryAfterS);
      const { code, type } = request.body;
      const valid = user.twoFactorType === type && (await verifyTwoFactorCode(context, user, code));
      if (!valid) throw fieldError('code', 'twoFactor.invalidCode');
      await context.limiters.twoFactor.clear(`user:${user.id}`);
      if (!user.twoFactorConfirmedAt) {
        await writeWithChanges(db, async (tx, emit) => {
          await tx.update(users).set({ twoFactorConfirmedAt: context.now() }).where(eq(users.id, user.id));
          emitAccountChange(emit, user);
        });
      }
      await sessions.markTwoFactorPassed(session);
      return { message: 'two-factor-authentication-confirmed' };
    },
  );

  app.delete(
    '/api/user/two-factor-authentication',
    { config: access('full', { passwordConfirmed: true }), schema: { response: { 200: statusSchema } } },
    async (request) => {
      const { user, session } = signedIn(request);
      await writeWithChanges(db, async (tx, emit) => {
        await tx
          .update(users)
          .set({
            twoFactorType: null,
            twoFactorSecret: null,
            twoFactorRecoveryCodes: null,
            twoFactorConfirmedAt: null,
            twoFactorLastUsedStep: null,
            twoFactorMailCodeHash: null,
            twoFactorMailCodeSentAt: null,
          })
          .where(eq(users.id, user.id));
        emitAccountChange(emit, user);
      });
      await sessions.updateData(session, { recoveryCodes: undefined });
      return { message: 'two-factor-authentication-disabled' };
    },
  );

  app.get(
    '/api/user/two-factor-recovery-codes',
    {
      config: access('onboarding', { passwordConfirmed: true }),
      schema: { response: { 200: recoveryCodesSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      return user.twoFactorType ? openRecoveryCodes(encrypter, session.data.recoveryCodes) : [];
    },
  );

  app.post(
    '/api/user/two-factor-recovery-codes',
    {
      config: access('onboarding', { passwordConfirmed: true }),
      schema: { response: { 200: recoveryCodesSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      if (!user.twoFactorType) throw fieldError('type', 'twoFactor.notSetUp');
      const recoveryCodes = generateRecoveryCodes();
      await db
        .update(users)
        .set({ twoFactorRecoveryCodes: recoveryCodes.map(hashRecoveryCode) })
        .where(eq(users.id, user.id));
      await sessions.updateData(session, { recoveryCodes: sealRecoveryCodes(encrypter, recoveryCodes) });
      return recoveryCodes;
    },
  );
};
