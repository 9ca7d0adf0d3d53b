/**
 * Bearer authentication for machine routes (issue 17). Only routes declared
 * `access('machine', { ability })` read the Authorization header; every browser route keeps to
 * the session cookie, so a leaked token opens no browser API. Calls are rate-limited per token
 * and each one, refused or not, is recorded once a token was recognised (apiTokenService.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import type { RouteAccess } from './authTypes';
import { forbidden, tooManyAttempts, unauthenticated } from '../http/httpErrors';
import type { ApiTokenRow } from '../db/schema';
import { recordApiTokenUse, resolveApiToken } from './apiTokenLookup';

declare module 'fastify' {
  interface FastifyRequest {
    apiToken: ApiTokenRow | null;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The token of a machine call; throws 401 (no/unknown/revoked token), 429 or 403 (ability). */
export async function authenticateMachine(
  context: AppContext,
  rule: RouteAccess,
  request: FastifyRequest,
): Promise<void> {
  const bearer = bearerOf(request);
  const token = bearer ? await resolveApiToken(context.db, bearer) : null;
  if (!token) throw unauthenticated();
  request.apiToken = token;
  const attempt = await context.limiters.apiToken.attempt(String(token.id));
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterS);
  if (rule.ability && !token.abilities.includes(rule.ability)) throw forbidden();
}

/** The audit of machine calls: one row per request made with a recognised token. */
export function registerMachineAudit(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('apiToken', null);
  // onSend, not onResponse: the use is recorded before the machine has its answer, so an audit
  // row exists for every answer a token received (onResponse would race the next request).
  app.addHook('onSend', (request, reply, payload, done) => {
    const token = request.apiToken;
    if (!token) return done(null, payload);
    recordUse(request, reply, token).then(() => done(null, payload), done);
  });

  async function recordUse(request: FastifyRequest, reply: FastifyReply, token: ApiTokenRow): Promise<void> {
    try {
      await recordApiTokenUse(context.db, {
        tokenId: token.id,
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
        status: reply.statusCode,
        ip: request.ip,
        at: context.now(),
      });
    } catch (error) {
      request.log.error({ err: error }, 'api token use not recorded');
    }
  }
}

/** The token's creator stands for the import (the report's uploader). */
export function machineCaller(request: FastifyRequest): ApiTokenRow {
  if (!request.apiToken) throw unauthenticated();
  return request.apiToken;
}
