/**
 * Every successful state-changing /api response of a signed-in user carries X-Sync-Cursor: the
 * cursor at which its effect is visible. The client's outbox drops an action only when its local
 * cursor has reached that point, so the optimistic row is never replaced by an older pulled one.
 * A write that went through writeWithChanges with its request reports its own version; any other
 * gets the current clock, which is at or past every write of the request (they have committed).
 */
import type { FastifyInstance } from 'fastify';
import { SYNC_CURSOR_HEADER } from '../../../src/contract/sync';
import type { AppContext } from '../appContext';
import { isStateChanging } from '../auth/csrf';
import { readClock } from './syncClock';
import { encodeCursor } from './syncCursor';

export function registerSyncCursorHeader(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('syncVersion', null);
  // Synchronous for the reads (every list and pull): only a write without its own version waits.
  app.addHook('onSend', (request, reply, payload, done) => {
    const user = request.user;
    if (!user || !isStateChanging(request) || !request.url.startsWith('/api/')) return done(null, payload);
    if (reply.statusCode < 200 || reply.statusCode >= 300 || reply.hasHeader(SYNC_CURSOR_HEADER))
      return done(null, payload);
    const setCursor = (version: number) => {
      reply.header(SYNC_CURSOR_HEADER, encodeCursor({ epoch: user.syncEpoch, version }));
      done(null, payload);
    };
    if (request.syncVersion !== null) return setCursor(request.syncVersion);
    readClock(context.db).then(setCursor, done);
  });
}
