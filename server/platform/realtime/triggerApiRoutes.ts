/**
 * POST /apps/{id}/events: Pusher's HTTP trigger API, so that other back ends (the lab information
 * system) can publish to the portal's channels with the app key and secret. Not session-based,
 * hence guest access without CSRF; the request signature is the authentication. 401 for any
 * signature problem, 413 for a body over 10 KB, 200 `{}` on success.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access } from '../auth/routeAccess';
import { safeEqual } from '../crypto/tokens';
import { HttpError } from '../http/httpErrors';
import type { Clock } from '../time/clock';
import type { Realtime } from './realtime';
import { AUTH_TIMESTAMP_WINDOW_S, bodyMd5, requestSignature } from './requestSignature';

const TRIGGER_BODY_LIMIT = 10 * 1024;
const MAX_CHANNELS = 100;

const triggerBodySchema = z.object({
  name: z.string().min(1).max(200),
  channels: z.array(z.string().min(1).max(200)).min(1).max(MAX_CHANNELS).optional(),
  channel: z.string().min(1).max(200).optional(),
  data: z.string(),
  socket_id: z.string().optional(),
});

const unauthorized = (reason: string) => new HttpError(401, reason);

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export const triggerApiRoutes: FastifyPluginAsync<{ realtime: Realtime; now: Clock }> = async (
  app,
  { realtime, now },
) => {
  // The signature covers the body's md5, so this plugin keeps the exact text it received (in place
  // of the app's parser, inputChecks.ts: a trigger's small body limit bounds its depth).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: TRIGGER_BODY_LIMIT },
    (request, body, done) => {
      (request as FastifyRequest).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, 'Invalid JSON'), undefined);
      }
    },
  );

  app.post(
    '/apps/:appId/events',
    { config: { ...access('guest'), csrf: false }, bodyLimit: TRIGGER_BODY_LIMIT },
    async (request) => {
      const { appId } = request.params as { appId: string };
      if (appId !== realtime.credentials.appId) throw new HttpError(404, 'Unknown app');
      const params = Object.fromEntries(
        Object.entries(request.query as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>;
      verifySignedRequest(request, params, realtime.credentials, now);
      const body = triggerBodySchema.safeParse(request.body);
      if (!body.success) throw new HttpError(400, 'Invalid event');
      const channels = body.data.channels ?? (body.data.channel ? [body.data.channel] : []);
      if (channels.length === 0) throw new HttpError(400, 'No channels');
      await realtime.publishMessage({
        channels,
        event: body.data.name,
        data: body.data.data,
        exceptSocketId: body.data.socket_id,
      });
      return {};
    },
  );
};

function verifySignedRequest(
  request: FastifyRequest,
  params: Record<string, string>,
  credentials: { key: string; secret: string },
  now: Clock,
): void {
  if (params['auth_key'] !== credentials.key) throw unauthorized('Unknown auth_key');
  if (params['auth_version'] !== '1.0') throw unauthorized('Unsupported auth_version');
  const timestamp = Number(params['auth_timestamp']);
  if (!Number.isFinite(timestamp) || Math.abs(now().getTime() / 1000 - timestamp) > AUTH_TIMESTAMP_WINDOW_S) {
    throw unauthorized('Timestamp expired');
  }
  if (params['body_md5'] !== bodyMd5(request.rawBody ?? '')) throw unauthorized('Invalid body_md5');
  const path = request.url.split('?')[0] ?? '';
  const expected = requestSignature(credentials.secret, 'POST', path, params);
  if (!safeEqual(params['auth_signature'] ?? '', expected)) throw unauthorized('Invalid signature');
}
