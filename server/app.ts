/**
 * Builds the Fastify app from a loaded config and an open database; main.ts listens, tests inject.
 * Order matters: the error handler and hooks (sessions, CSRF, route access, Idempotency-Key,
 * X-Sync-Cursor) are set on the root before any route, so every feature plugin inherits them; the
 * static app comes last. The retention jobs (change feed, reports) run from ready to close.
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
import { apiTokenRoutes } from './features/system/apiTokenRoutes';
import { registerMachineAudit } from './platform/auth/machineAuth';
import { reportImportRoutes } from './features/reportImport/reportImportRoutes';
import { authUserRoutes } from './features/login/authUserRoutes';
import { loginRoutes } from './features/login/loginRoutes';
import { passwordConfirmationRoutes } from './features/login/passwordConfirmationRoutes';
import { createRateLimiters } from './platform/auth/rateLimiters';
import { requireAccessDeclarations } from './platform/auth/routeAccess';
import { registerSessions } from './platform/auth/sessionHooks';
import { SessionStore } from './platform/auth/sessionStore';
import type { Config } from './platform/config/config';
import { credentialsRoutes } from './features/onboarding/credentialsRoutes';
import { passwordResetRoutes } from './features/login/passwordResetRoutes';
import { createEncrypter } from './platform/crypto/encryption';
import { createPasswordHasher, type PasswordHashCost } from './platform/crypto/passwordHasher';
import type { Database } from './platform/db/database';
import { emailVerificationRoutes } from './features/onboarding/emailVerificationRoutes';
import { healthRoutes } from './platform/health/healthRoutes';
import { registerInputChecks } from './platform/http/inputChecks';
import { registerRouteTable } from './platform/http/routeTable';
import { registerIdempotency } from './platform/idempotency/idempotencyHooks';
import { createLogger, type Logger } from './platform/logging/logger';
import { createMailer } from './platform/mail/createMailer';
import { devMailRoutes } from './platform/mail/devMailRoutes';
import { apiDocsRoutes } from './platform/apiDocs/apiDocsRoutes';
import { registerOpenApi } from './platform/apiDocs/openApi';
import type { Mailer } from './platform/mail/mailer';
import { newsletterRoutes } from './features/account/newsletterRoutes';
import { notificationRoutes } from './features/activities/notificationRoutes';
import { createReportFileStore, reportFileKey } from './features/reports/reportFileStore';
import { createAttachmentStore } from './platform/files/attachmentStore';
import { fileRoutes } from './platform/files/fileRoutes';
import { backendMessageRoutes } from './features/backendMessages/backendMessageRoutes';
import { reportRoutes } from './features/reports/reportRoutes';
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
import { reportDemandRoutes } from './features/reportDemands/reportDemandRoutes';
import { interpretationRoutes } from './features/reportInterpretations/interpretationRoutes';
import { profileRoutes } from './features/account/profileRoutes';
import { publicConfigRoutes } from './platform/publicConfig/publicConfigRoutes';
import { broadcastingAuthRoutes } from './platform/realtime/broadcastingAuthRoutes';
import { pusherClientConfig } from './platform/realtime/pusherClientConfig';
import { createRealtime } from './platform/realtime/realtime';
import type { RealtimeSettings } from './platform/realtime/realtimeSettings';
import { startSyncHints } from './platform/realtime/syncHints';
import { triggerApiRoutes } from './platform/realtime/triggerApiRoutes';
import { startRetentionJob } from './platform/sync/retention';
import type { PeriodicJob } from './platform/jobs/periodicJob';
import { startReportRetentionJob } from './features/reports/reportRetentionJob';
import { registerSyncCursorHeader } from './platform/sync/syncCursorHeader';
import { syncRoutes } from './platform/sync/syncRoutes';
import { settingsRoutes } from './features/system/settingsRoutes';
import { permissionRoutes } from './features/system/permissionRoutes';
import { roleRoutes } from './features/system/roleRoutes';
import { systemUserRoutes } from './features/system/systemUserRoutes';
import { employeeRoutes } from './features/tickets/employeeRoutes';
import { doctorRoutes } from './features/users/doctorRoutes';
import { officeRoutes } from './features/offices/officeRoutes';
import { ticketLookupRoutes } from './features/tickets/ticketLookupRoutes';
import { searchRoutes } from './features/search/searchRoutes';
import { iecContentRoutes } from './features/iec/iecContentRoutes';
import { iecToolRoutes } from './features/iec/iecToolRoutes';
import { lexiconRoutes } from './features/wiki/lexiconRoutes';
import { ticketRoutes } from './features/tickets/ticketRoutes';
import { workshopRoutes } from './features/workshops/workshopRoutes';
import { forumRoutes } from './features/forum/forumRoutes';
import { translateRoutes } from './features/forum/translateRoutes';
import { systemClock, type Clock } from './platform/time/clock';
import { createAdjustableClock } from './platform/time/adjustableClock';
import { criticalRoutes } from './features/reports/criticalRoutes';
import { devClockRoutes } from './platform/time/devClockRoutes';
import { startEscalationJob } from './features/reports/escalationJob';
import { trustFunction } from './platform/net/clientAddress';
import { twoFactorChallengeRoutes } from './features/twoFactor/twoFactorChallengeRoutes';
import { twoFactorSetupRoutes } from './features/twoFactor/twoFactorSetupRoutes';

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
  /** The built client; default dist/ at the repository root. */
  staticRoot?: string;
  /** Default: over SMTP_URL, else the dev outbox. Tests pass one aimed at their own SMTP server. */
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
  staticRoot = DEFAULT_STATIC_ROOT,
  mailer,
  clock: givenClock,
  passwordHashCost,
  realtime: realtimeSettings,
  rateLimitPrefix,
}: BuildAppOptions): Promise<App> {
  // With DEV_TOOLS and no clock of a test, the e2e tests may move time (/dev/clock/advance).
  const devClock = config.devTools && !givenClock ? createAdjustableClock(systemClock) : null;
  const clock = givenClock ?? devClock?.now ?? systemClock;
  const trust = trustFunction(config.trustProxy);
  const app = Fastify({
    // Only the configured proxies may name the client (server/net/clientAddress.ts): request.ip
    // feeds the rate limits and the loopback-only pages.
    ...(trust ? { trustProxy: trust } : {}),
    ...(logger === false ? { logger: false } : { loggerInstance: logger as FastifyBaseLogger }),
    // Our own one-line request log (plugins/requestLog.ts) replaces Fastify's.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  registerRouteTable(app);
  registerZodProvider(app);
  // Before any route: it collects them for the OpenAPI document (apiDocs/openApi.ts).
  await registerOpenApi(app);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerNoStore(app);
  registerMetrics(app, config);
  await registerHelmet(app, config.appUrl);
  await registerCookies(app);
  await registerMultipart(app);
  await registerCompression(app);

  const rateLimits = createRateLimiters({
    redisUrl: config.redisUrl,
    prefix: rateLimitPrefix ?? (config.redisPrefix ? `${config.redisPrefix}ratelimit:` : undefined),
    now: clock,
  });
  app.addHook('onClose', rateLimits.close);
  const authCache = new AuthCache();
  const authListener = await startAuthListener(database, authCache, app.log);
  app.addHook('onClose', authListener.close);
  const context: AppContext = {
    config,
    db: database.db,
    now: clock,
    mailer: mailer ?? createMailer(config, database.db),
    passwords: createPasswordHasher(passwordHashCost),
    encrypter: createEncrypter(config.appKey),
    reportFiles: createReportFileStore(config.reportFilesDir, reportFileKey(config)),
    attachments: createAttachmentStore(config),
    sessions: new SessionStore(database.db, clock, authCache),
    authListener,
    realtime: createRealtime({ config, settings: realtimeSettings, log: app.log, trust }),
    limiters: rateLimits.limiters,
  };
  if (!mailer) app.addHook('onClose', async () => context.mailer.close());
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
  await app.register(loginRoutes, { context });
  await app.register(authUserRoutes);
  await app.register(passwordConfirmationRoutes, { context });
  await app.register(twoFactorSetupRoutes, { context });
  await app.register(twoFactorChallengeRoutes, { context });
  await app.register(emailVerificationRoutes, { context });
  await app.register(credentialsRoutes, { context });
  await app.register(passwordResetRoutes, { context });
  await app.register(profileRoutes, { context });
  await app.register(newsletterRoutes, { context });
  await app.register(notificationRoutes, { context });
  await app.register(reportRoutes, { context });
  await app.register(reportDemandRoutes, { context });
  await app.register(interpretationRoutes, { context });
  await app.register(ticketLookupRoutes, { context });
  await app.register(ticketRoutes, { context });
  await app.register(employeeRoutes, { context });
  await app.register(doctorRoutes, { context });
  await app.register(officeRoutes, { context });
  await app.register(backendMessageRoutes, { context, attachments: context.attachments });
  await app.register(fileRoutes, { context, attachments: context.attachments });
  await app.register(workshopRoutes, { context, attachments: context.attachments });
  await app.register(searchRoutes, { context });
  await app.register(iecContentRoutes, { context });
  await app.register(iecToolRoutes, { context });
  await app.register(lexiconRoutes, { context });
  await app.register(syncRoutes, { context });
  await app.register(settingsRoutes, { context });
  await app.register(roleRoutes, { context });
  await app.register(permissionRoutes, { context });
  await app.register(systemUserRoutes, { context });
  await app.register(apiDocsRoutes, { trustProxy: config.trustProxy });
  await app.register(forumRoutes, { context });
  await app.register(translateRoutes, { context });
  await app.register(apiTokenRoutes, { context });
  await app.register(reportImportRoutes, { context });
  await app.register(criticalRoutes, { context });
  if (config.devTools) {
    await app.register(devMailRoutes, { db: database.db, trustProxy: config.trustProxy });
    if (devClock) await app.register(devClockRoutes, { context, clock: devClock });
  }

  await registerStaticApp(app, staticRoot);

  const jobs: PeriodicJob[] = [];
  app.addHook('onReady', async () => {
    jobs.push(startRetentionJob({ db: database.db, now: clock, log: app.log }));
    jobs.push(startReportRetentionJob(context, app.log));
    jobs.push(startEscalationJob(context, app.log));
  });
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
  return app;
}
