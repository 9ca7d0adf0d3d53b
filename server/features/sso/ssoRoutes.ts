/**
 * Single sign-on for staff with OpenID Connect (issue 29, spec §7 `GET /api/auth/oauth`):
 *
 *   GET /api/auth/oauth                      the configured providers (id, button label, start URL)
 *   GET /api/auth/oauth/{provider}           redirects to the provider: authorization code flow
 *                                            with PKCE (S256), state and nonce in a sealed cookie
 *   GET /api/auth/oauth/{provider}/callback  the code exchanged by openid-client (state, nonce,
 *                                            PKCE, ID token signature, issuer and audience checked),
 *                                            the account chosen (ssoAccount.ts), then the same
 *                                            rotated cookie session as after a password sign-in
 *
 * Every refusal sends the browser back to the login page with `?sso=<refusal>` (never a 5xx): the
 * page names the reason in the user's language. The portal's second factor follows unless the
 * provider is configured to replace it and the ID token proves MFA (mfaProof.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { SSO_FLOW_TTL_MS } from '../../../src/contract/constants';
import { signInProvidersSchema } from '../../../src/contract/signInProviders';
import { SSO_REFUSAL_PARAM, SsoRefusal, ssoCallbackPath, ssoStartPath } from '../../../src/contract/sso';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { isSecureUrl, recordLogin, startSession } from '../../platform/auth/sessionLifecycle';
import { mailCodeRetryAfterS, sendTwoFactorMailCode } from '../twoFactor';
import { mfaReplacesSecondFactor } from './mfaProof';
import { ssoAccount, type SsoIdentityClaims } from './ssoAccount';
import { createSsoClients } from './ssoClients';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './ssoFlowCookie';

const providerParams = z.object({ provider: z.string().max(64) });
/** Where the SPA opens after a sign-in; its guard sends a pending login on to the challenge. */
const BACKEND_HASH = '#/backend';

export const ssoRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { config, encrypter } = context;
  const providers = config.oidcProviders ?? [];
  const secure = isSecureUrl(config.appUrl);
  const clients = createSsoClients();
  const providerNamed = (id: string) => providers.find((provider) => provider.id === id);
  const loginPage = (refusal: SsoRefusal) =>
    `${config.appUrl}/#/login?${SSO_REFUSAL_PARAM}=${encodeURIComponent(refusal)}`;

  app.get(
    '/api/auth/oauth',
    { config: access('guest'), schema: { response: { 200: signInProvidersSchema } } },
    async () => ({
      data: providers.map((provider) => ({
        id: provider.id,
        name: provider.label,
        url: `${config.appUrl}${ssoStartPath(provider.id)}`,
      })),
    }),
  );

  app.get(
    '/api/auth/oauth/:provider',
    { config: access('guest'), schema: { params: providerParams } },
    async (request, reply) => {
      const provider = providerNamed(request.params.provider);
      if (!provider) return reply.redirect(loginPage(SsoRefusal.unavailable));
      let configuration: client.Configuration;
      try {
        configuration = await clients(provider);
      } catch (error) {
        request.log.warn({ provider: provider.id, err: error }, 'sso: provider discovery failed');
        return reply.redirect(loginPage(SsoRefusal.unavailable));
      }
      const flow = {
        provider: provider.id,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        expiresAt: context.now().getTime() + SSO_FLOW_TTL_MS,
      };
      setFlowCookie(reply, encrypter, flow, secure);
      const target = client.buildAuthorizationUrl(configuration, {
        redirect_uri: `${config.appUrl}${ssoCallbackPath(provider.id)}`,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      });
      return reply.redirect(target.href);
    },
  );

  app.get(
    '/api/auth/oauth/:provider/callback',
    { config: access('guest'), schema: { params: providerParams } },
    async (request, reply) => {
      clearFlowCookie(reply, secure);
      const provider = providerNamed(request.params.provider);
      if (!provider) return reply.redirect(loginPage(SsoRefusal.unavailable));
      const refuse = (refusal: SsoRefusal, userId?: number) => {
        request.log.info({ provider: provider.id, refusal, userId }, 'sso: sign-in refused');
        return reply.redirect(loginPage(refusal));
      };
      const flow = readFlowCookie(request, encrypter, provider.id, context.now());
      if (!flow) return refuse(SsoRefusal.failed);

      let claims: SsoIdentityClaims | undefined;
      try {
        const configuration = await clients(provider);
        const tokens = await client.authorizationCodeGrant(
          configuration,
          new URL(request.url, config.appUrl),
          {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
        );
        claims = tokens.claims() as SsoIdentityClaims | undefined;
      } catch (error) {
        // The reason (a wrong state, an expired code, ...) is the operator's to read, not the user's.
        const { name, code } = error as { name?: string; code?: string };
        request.log.warn({ provider: provider.id, error: name, code }, 'sso: provider answer refused');
        return refuse(SsoRefusal.failed);
      }
      if (!claims) return refuse(SsoRefusal.failed);

      const result = await ssoAccount(context.db, provider, claims, context.now());
      if ('refusal' in result) return refuse(result.refusal);
      const { user } = result;

      const twoFactorPassed = mfaReplacesSecondFactor(provider, { amr: claims['amr'], acr: claims['acr'] });
      const pendingSecondFactor = !twoFactorPassed && user.twoFactorConfirmedAt !== null;
      await startSession(context, request, reply, user, { twoFactorPassed });
      if (pendingSecondFactor && user.twoFactorType === 'mail') {
        const codeStillFresh =
          user.twoFactorMailCodeHash !== null && mailCodeRetryAfterS(user, context.now()) > 0;
        if (!codeStillFresh) await sendTwoFactorMailCode(context, user);
      }
      if (!pendingSecondFactor) await recordLogin(context.db, user.id, context.now());
      request.log.info({ provider: provider.id, userId: user.id, twoFactorPassed }, 'sso: signed in');
      return reply.redirect(`${config.appUrl}/${BACKEND_HASH}`);
    },
  );
};
