/**
 * Builds the Fastify app from a loaded config and an open database; main.ts listens, tests inject.
 * Order matters: the error handler and hooks are set on the root before any route, so every
 * feature plugin inherits them; the static app comes last.
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
import type { Config } from './config/config';
import type { Database } from './db/database';
import { healthRoutes } from './health/healthRoutes';
import { createLogger, type Logger } from './logging/logger';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerHelmet } from './plugins/helmet';
import { registerMetrics } from './plugins/metrics';
import { registerRequestLog } from './plugins/requestLog';
import { registerStaticApp } from './plugins/staticApp';
import { registerZodProvider } from './plugins/zodProvider';
import { publicConfigRoutes } from './publicConfig/publicConfigRoutes';

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
}

export async function buildApp({
  config,
  database,
  logger = createLogger(config),
  staticRoot = DEFAULT_STATIC_ROOT,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    ...(logger === false ? { logger: false } : { loggerInstance: logger as FastifyBaseLogger }),
    // Our own one-line request log (plugins/requestLog.ts) replaces Fastify's.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  registerZodProvider(app);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerMetrics(app);
  await registerHelmet(app, config.appUrl);

  await app.register(healthRoutes, { database });
  await app.register(publicConfigRoutes, { config });

  await registerStaticApp(app, staticRoot);
  return app;
}
