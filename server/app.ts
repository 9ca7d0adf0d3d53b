/**
 * Builds the Fastify app from a loaded config and an open database; main.ts listens, tests inject.
 * Order matters: the error handler and hooks (sessions, CSRF, route access, Idempotency-Key,
 * X-Sync-Cursor) are set on the root before any route, so every feature plugin inherits them; the
 * static app comes last. The features come from server/features/index.ts (their routes, then their
 * jobs, which run from ready to close beside the change feed's retention).
 */
import { fileURLToPath } from 'node:url';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './platform/appContext';
import { registerMachineAudit } from './platform/auth/machineAuth';
import { createRateLimiters } from './platform/auth/rateLimiters';
import { requireAccessDeclarations } from './platform/auth/routeAccess';
import { registerSessions } from './platform/auth/sessionHooks';
import { SessionStore } from './platform/auth/sessionStore';
import type { Config } from './platform/config/config';
import { createEncrypter } from './platform/crypto/encryption';
import { createPasswordHasher, type PasswordHashCost } from './platform/crypto/passwordHasher';
import type { Database } from './platform/db/database';
import { healthRoutes } from './platform/health/healthRoutes';
import { clientErrorAnswers, answerFailedExpectations } from './platform/http/clientErrors';
import { ErrorShapes } from './platform/http/errorShapes';
import { frameworkErrorAnswers } from './platform/http/frameworkErrors';
import { registerHostCheck } from './platform/http/hostCheck';
import { registerInputChecks } from './platform/http/inputChecks';
import { registerRouteTable } from './platform/http/routeTable';
import { registerIdempotency } from './platform/idempotency/idempotencyHooks';
import { createLogger, type Logger } from './platform/logging/logger';
import { createMailer } from './platform/mail/createMailer';
import { devMailRoutes } from './platform/mail/devMailRoutes';
import { apiDocsRoutes } from './platform/apiDocs/apiDocsRoutes';
import { registerOpenApi } from './platform/apiDocs/openApi';
import type { Mailer } from './platform/mail/mailer';
import { createMailQueue } from './platform/mail/mailQueue';
import { createMailIntents, mailIntentEncrypter } from './platform/mail/mailIntents';
import { createFileStores } from './platform/files/fileStorage';
import { registerMultipart } from './platform/plugins/multipart';
import { registerCompression } from './platform/plugins/compression';
import { registerCookies } from './platform/plugins/cookies';
import { registerErrorHandler } from './platform/plugins/errorHandler';
import { registerHelmet } from './platform/plugins/helmet';
import { AuthCache } from './platform/auth/authCache';
import { startAuthListener } from './platform/auth/authListener';
import { registerMetrics } from './platform/plugins/metrics';
import { registerNoStore } from './platform/plugins/noStore';
import { registerRequestLog } from './platform/plugins/requestLog';
import { registerStaticApp } from './platform/plugins/staticApp';
import { registerZodProvider } from './platform/plugins/zodProvider';
import { publicConfigRoutes } from './platform/publicConfig/publicConfigRoutes';
import { broadcastingAuthRoutes } from './platform/realtime/broadcastingAuthRoutes';
import { pusherClientConfig } from './platform/realtime/pusherClientConfig';
import { createRealtime } from './platform/realtime/realtime';
import type { RealtimeSettings } from './platform/realtime/realtimeSettings';
import { startSyncHints } from './platform/realtime/syncHints';
import { triggerApiRoutes } from './platform/realtime/triggerApiRoutes';
import { startRetentionJob } from './platform/sync/retention';
import {
  sweptAttachments,
  sweptReportFiles,
  startOrphanFileSweepJob,
} from './platform/files/orphanFileSweep';
import type { PeriodicJob } from './platform/jobs/periodicJob';
import { registerSyncCursorHeader } from './platform/sync/syncCursorHeader';
import { syncRoutes } from './platform/sync/syncRoutes';
import { systemClock, type Clock } from './platform/time/clock';
import { SERVER_FEATURES } from './features';
import { SYNC_ENTITY_DEFINITIONS } from './features/syncEntities';
import { createAdjustableClock } from './platform/time/adjustableClock';
import { trustFunction } from './platform/net/clientAddress';
import { hostAllowlist } from './platform/net/hostAllowlist';
import { devPagesEnabled } from './platform/config/devPages';
import { installResultKeys } from './features/results';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const DEFAULT_STATIC_ROOT = fileURLToPath(new URL('../dist', import.meta.url));

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** A logger to share (main.ts), or false for silence (tests). Default: a new one from config. */
  logger?: Logger | false;
  /** The built client; default CLIENT_DIR, else dist/ at the repository root. */
  staticRoot?: string;
  /**
   * Default: over SMTP_URL, else the dev outbox. Tests pass one aimed at their own SMTP server. An
   * SMTP one receives the mail from the mail queue, not from the request.
   */
  mailer?: Mailer;
  /** "Now" for sessions, links, codes and rate limits; tests move it forward. */
  clock?: Clock;
  /** argon2id cost; tests lower it (server/testing/testApp.ts). */
  passwordHashCost?: PasswordHashCost;
  /** Websocket timings and limits; tests shorten the inactivity timeouts. */
  realtime?: Partial<RealtimeSettings>;
  /** Where the rate limits live in Redis; tests sharing one Redis keep apart by their own. */
  rateLimitPrefix?: string;
}

export async function buildApp({
  config,
  database,
  logger = createLogger(config),
  staticRoot = config.clientDir ?? DEFAULT_STATIC_ROOT,
  mailer,
  clock: givenClock,
  passwordHashCost,
  realtime: realtimeSettings,
  rateLimitPrefix,
}: BuildAppOptions): Promise<App> {
  // With the developer pages and no clock of a test, the e2e tests may move time (/dev/clock/advance).
  const devPages = devPagesEnabled(config);
  const devClock = devPages && !givenClock ? createAdjustableClock(systemClock) : null;
  const clock = givenClock ?? devClock?.now ?? systemClock;
  const trust = trustFunction(config.trustProxy);
  const allowsHost = hostAllowlist(config);
  // Refusals under a path a feature serves in a protocol of its own (FHIR) come in its shape.
  const errorShapes = new ErrorShapes(SERVER_FEATURES.flatMap((feature) => feature.errorShapes ?? []));
  const app = Fastify({
    // Only the configured proxies may name the client (server/platform/net/clientAddress.ts): request.ip
    // feeds the rate limits and the loopback-only pages.
    ...(trust ? { trustProxy: trust } : {}),
    ...(logger === false ? { logger: false } : { loggerInstance: logger as FastifyBaseLogger }),
    // Our own one-line request log (plugins/requestLog.ts) replaces Fastify's.
    logController: new LogController({ disableRequestLogging: true }),
    // What the router and Node refuse before any hook runs, in the app's shape (platform/http).
    frameworkErrors: frameworkErrorAnswers(errorShapes),
    clientErrorHandler: clientErrorAnswers(errorShapes),
    // A request without Host reaches the host check (400 in the app's shape), not Node's empty 400.
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();
  answerFailedExpectations(app.server, errorShapes);

  registerRouteTable(app);
  registerZodProvider(app);
  // Before any route: it collects them for the OpenAPI document (apiDocs/openApi.ts).
  await registerOpenApi(app);
  registerErrorHandler(app, errorShapes);
  registerRequestLog(app);
  registerNoStore(app);
  const metrics = registerMetrics(app, config);
  registerHelmet(app, config.appUrl);
  await registerCookies(app);
  await registerMultipart(app);
  await registerCompression(app);
  // Before sessions, CSRF or any route reads anything: only requests addressed to this portal.
  registerHostCheck(app, { allows: allowsHost, trust, shapes: errorShapes });

  const rateLimits = createRateLimiters({
    redisUrl: config.redisUrl,
    prefix: rateLimitPrefix ?? (config.redisPrefix ? `${config.redisPrefix}ratelimit:` : undefined),
    now: clock,
  });
  app.addHook('onClose', rateLimits.close);
  const authCache = new AuthCache();
  const authListener = await startAuthListener(database, authCache, app.log);
  app.addHook('onClose', authListener.close);
  installResultKeys(config.appKey);
  const fileStores = createFileStores(config);
  app.addHook('onClose', async () => fileStores.close());
  const relay = mailer ?? createMailer(config, database.db);
  // The dev outbox is a table already; mail for a relay waits in the queue, not in the request.
  const mailQueue =
    relay.kind === 'smtp'
      ? createMailQueue({ db: database.db, relay, now: clock, log: app.log, metrics })
      : null;
  if (!mailer) app.addHook('onClose', async () => relay.close());
  const handOn = mailQueue?.mailer ?? relay;
  const mailIntents = createMailIntents({
    context: { config, db: database.db, now: clock },
    kinds: SERVER_FEATURES.flatMap((feature) => feature.mails ?? []),
    mailer: handOn,
    encrypter: mailIntentEncrypter(config.appKey),
    now: clock,
    log: app.log,
    metrics,
  });
  // Before the server closes: no composing or hand-over starts any more (what waits stays for the next
  // start or another instance); the mail being composed is finished, the one in hand gets a grace.
  app.addHook('preClose', async () => {
    await mailIntents.close();
    await mailQueue?.close();
  });
  app.decorate('mailIntents', mailIntents);
  const context: AppContext = {
    config,
    db: database.db,
    now: clock,
    mailer: handOn,
    mail: mailIntents,
    passwords: createPasswordHasher(passwordHashCost),
    encrypter: createEncrypter(config.appKey),
    reportFiles: fileStores.reportFiles,
    attachments: fileStores.attachments,
    sessions: new SessionStore(database.db, clock, authCache),
    authListener,
    realtime: createRealtime({ config, settings: realtimeSettings, log: app.log, trust, allowsHost }),
    limiters: rateLimits.limiters,
    syncEntities: SYNC_ENTITY_DEFINITIONS,
  };
  // The websocket endpoint shares the HTTP server; open sockets close before the server does.
  context.realtime.attach(app.server);
  app.decorate('realtime', context.realtime);
  app.decorate('authListener', authListener);
  app.decorate('reportFiles', context.reportFiles);
  const stopSyncHints = startSyncHints(database.db, context.realtime, app.log);
  app.addHook('preClose', async () => {
    stopSyncHints();
    await context.realtime.close();
  });
  requireAccessDeclarations(app);
  registerSessions(app, context);
  registerMachineAudit(app, context);
  // NUL characters and absurd nesting are refused before the Idempotency-Key hash walks the body.
  registerInputChecks(app);
  registerIdempotency(app, context);
  registerSyncCursorHeader(app, context);

  await app.register(healthRoutes, { database });
  await app.register(publicConfigRoutes, {
    config,
    db: database.db,
    pusher: pusherClientConfig(config.appUrl, context.realtime.credentials.key),
  });
  await app.register(broadcastingAuthRoutes, { realtime: context.realtime });
  await app.register(triggerApiRoutes, { realtime: context.realtime, now: clock });
  await app.register(syncRoutes, { context });
  await app.register(apiDocsRoutes, { trustProxy: config.trustProxy });
  for (const feature of SERVER_FEATURES) {
    for (const routes of feature.routes ?? []) await app.register(routes, { context, devClock });
  }
  if (devPages) {
    await app.register(devMailRoutes, { db: database.db, trustProxy: config.trustProxy });
  }

  await registerStaticApp(app, staticRoot);

  const jobs: PeriodicJob[] = [];
  app.addHook('onReady', async () => {
    jobs.push(startRetentionJob({ db: database.db, now: clock, log: app.log }));
    jobs.push(mailIntents.startJob());
    if (mailQueue) jobs.push(mailQueue.startJob());
    // The folders' files or the bucket's objects, whichever the stores use.
    jobs.push(
      startOrphanFileSweepJob(
        database.db,
        [sweptReportFiles(fileStores.storages.reports), sweptAttachments(fileStores.storages.attachments)],
        app.log,
        config.orphanFileGraceSeconds === undefined ? undefined : config.orphanFileGraceSeconds * 1000,
      ),
    );
    for (const feature of SERVER_FEATURES) {
      for (const start of feature.jobs ?? []) jobs.push(start(context, app.log));
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
  return app;
}
