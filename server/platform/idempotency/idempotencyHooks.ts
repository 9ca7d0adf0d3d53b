/**
 * `Idempotency-Key` on every state-changing /api route (design brief 'The sync protocol', client
 * outbox step 2). The client's outbox replays each action with its key until it sees an answer;
 * a repeat must not act twice.
 *
 * - preValidation (after the access check, on the raw body): a malformed key is a 422; a key this
 *   user stored for this very request answers the stored response without running the handler;
 *   the same key with another method, path or body is a 422. Guests' keys are ignored: a stored
 *   response belongs to a user, and the outbox replays only signed-in actions.
 * - Duplicates arriving while the first is still running wait for it (per instance), then replay.
 *   Across instances the routes that record in their write transaction are exact (the key's row
 *   is claimed first there, requestIdempotency.ts).
 * - onSend: a 2xx response that was not recorded in its write transaction is stored now, after
 *   the effects. Only successes are stored: a 4xx or 5xx changed nothing, so the same key may try
 *   again (for example after the user corrected the input).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../../src/contract/sync';
import type { AppContext } from '../appContext';
import { isStateChanging } from '../auth/csrf';
import { idempotencyKeys } from '../db/schema';
import { fieldError } from '../http/httpErrors';
import { requestHash } from './requestHash';
import { keyReused, RequestIdempotency } from './requestIdempotency';
import { sendStoredResponse, storedResponseOf } from './storedResponse';

/** Visible ASCII, no spaces: a uuid, or whatever else a client uses, up to 100 characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
/** How long a duplicate waits for the first request before it goes ahead anyway. */
const IN_FLIGHT_WAIT_MS = 30_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's Idempotency-Key; null without one (or for a guest). */
    idempotency: RequestIdempotency | null;
  }
}

const appliesTo = (request: FastifyRequest) => isStateChanging(request) && request.url.startsWith('/api/');

function headerKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function registerIdempotency(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const inFlight = new Map<string, Promise<void>>();
  const releases = new WeakMap<FastifyRequest, () => void>();

  /**
   * Waits while a request with the same user and key runs, then takes its place. The last check
   * and the taking happen without an await between them, so two waiters cannot both go ahead.
   */
  async function enterFlight(request: FastifyRequest, flightKey: string): Promise<() => void> {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (let earlier = inFlight.get(flightKey); earlier; earlier = inFlight.get(flightKey)) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([earlier, new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
    }
    let resolveDone = () => {};
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    inFlight.set(flightKey, done);
    const release = () => {
      if (inFlight.get(flightKey) === done) inFlight.delete(flightKey);
      releases.delete(request);
      resolveDone();
    };
    releases.set(request, release);
    return release;
  }

  app.decorateRequest('idempotency', null);

  // Each hook synchronous where it has nothing to do (every read): an async one costs a promise and a tick.
  app.addHook('preValidation', (request, reply, done) => {
    const key = appliesTo(request) ? headerKey(request) : undefined;
    if (key === undefined) return done();
    // A replay is answered here: the request goes no further (no done()).
    takeKey(request, reply, key).then((answered) => answered || done(), done);
  });

  /** Whether the stored response was sent (a replay). */
  async function takeKey(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
    if (!KEY_PATTERN.test(key)) throw fieldError(IDEMPOTENCY_KEY_HEADER, 'idempotency.keyInvalid');
    const user = request.user;
    if (!user) return false;

    const release = await enterFlight(request, `${user.id}\u0000${key}`);
    const hash = requestHash(request.method, request.url, request.body);
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    if (stored && stored.status !== null) {
      release();
      if (stored.requestHash !== hash) throw keyReused();
      sendStoredResponse(reply, await storedResponseOf(db, stored, user.syncEpoch));
      return true;
    }
    request.idempotency = new RequestIdempotency(key, {
      userId: user.id,
      epoch: user.syncEpoch,
      method: request.method,
      path: request.url,
      requestHash: hash,
    });
    return false;
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const idempotency = request.idempotency;
    if (!idempotency || idempotency.replayed || idempotency.isRecorded) return done(null, payload);
    if (reply.statusCode < 200 || reply.statusCode >= 300) return done(null, payload);
    if (payload !== undefined && payload !== null && typeof payload !== 'string') return done(null, payload);
    recordAnswer(request, reply, idempotency, payload).then(() => done(null, payload), done);
  });

  async function recordAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    idempotency: RequestIdempotency,
    payload: string | null | undefined,
  ): Promise<void> {
    const contentType = reply.getHeader('content-type');
    const { userId, method, path, requestHash: hash } = idempotency.request;
    await db
      .insert(idempotencyKeys)
      .values({
        userId,
        key: idempotency.key,
        method,
        path,
        requestHash: hash,
        status: reply.statusCode,
        headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
        body: typeof payload === 'string' && payload !== '' ? payload : null,
        version: request.syncVersion,
      })
      .onConflictDoNothing();
  }

  const releaseRequest = (request: FastifyRequest, done: () => void) => {
    releases.get(request)?.();
    done();
  };
  app.addHook('onResponse', (request, _reply, done) => releaseRequest(request, done));
  app.addHook('onRequestAbort', releaseRequest);
}
