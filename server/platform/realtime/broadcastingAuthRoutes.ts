/**
 * POST /broadcasting/auth, Laravel's channel authorization: pusher-js posts
 * `socket_id=…&channel_name=…` form-encoded (JSON is accepted too) with the session cookie and the
 * XSRF header the client's authorizer adds. Only 200 with `{auth}` lets the subscription through;
 * anything else becomes `pusher:subscription_error` in the client.
 *
 * - `private-App.Models.User.{id}`: that user only (users.id);
 * - `private-Kundencenter.Sync`, the hints of changes everyone signed in may see: any fully
 *   signed-in user (issue 26: it was public, and anonymous sockets followed every shared change);
 * - `presence-Backend.Messages`: any fully signed-in user, as an opaque member id without user_info
 *   (presenceMember.ts: the members of other practices must not learn who is online);
 * - everything else: 403.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { access, signedIn } from '../auth/routeAccess';
import { forbidden } from '../http/httpErrors';
import { channelAuth } from './channelSignature';
import { presenceMemberId } from './presenceMember';
import { BACKEND_MESSAGES_CHANNEL, SYNC_CHANNEL, userChannel, type Realtime } from './realtime';

const FORM_BODY_LIMIT = 4 * 1024;

const authRequestSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/),
  channel_name: z.string().min(1).max(200),
});

export const broadcastingAuthRoutes: FastifyPluginAsync<{ realtime: Realtime }> = async (
  app,
  { realtime },
) => {
  // Encapsulated: only this plugin's routes read form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/broadcasting/auth',
    { config: access('full'), schema: { body: authRequestSchema } },
    async (request) => {
      const { user } = signedIn(request);
      const { socket_id: socketId, channel_name: channel } = request.body as z.infer<
        typeof authRequestSchema
      >;
      if (channel === userChannel(user.id) || channel === SYNC_CHANNEL) {
        return { auth: channelAuth(realtime.credentials, socketId, channel) };
      }
      if (channel === BACKEND_MESSAGES_CHANNEL) {
        const channelData = JSON.stringify({
          user_id: presenceMemberId(realtime.credentials.secret, channel, user.id),
        });
        return {
          auth: channelAuth(realtime.credentials, socketId, channel, channelData),
          channel_data: channelData,
        };
      }
      throw forbidden();
    },
  );
};
