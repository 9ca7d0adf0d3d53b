/**
 * The server's configuration, read from the environment once at start and validated with zod.
 * Every problem is collected into one ConfigError naming the variables, so a bad deployment fails
 * fast with a readable message instead of a stack trace deep inside a plugin.
 */
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_LAB_NAME } from '../../../src/contract/constants';
import { ConfigError, type ConfigIssue } from './configError';
import { isLoopbackHost } from '../net/clientAddress';
import { parseHost } from '../net/hostAllowlist';
import { resolveSecrets } from './secrets';
import { resolveVapidKeys, type VapidKeys } from './vapidKeys';
import { trustProxySchema, type TrustProxy } from './trustProxy';
import { loadOidcProviders, type OidcProviderConfig } from './oidcProviders';
import { resolveS3Settings, type S3Settings } from './s3Settings';

export { ConfigError } from './configError';
export type { OidcProviderConfig } from './oidcProviders';
export type { S3Settings } from './s3Settings';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A secret given in the environment must be long enough to be one. */
const SECRET_MIN_LENGTH = 32;
/** A bearer token for Prometheus: long enough not to be guessed. */
const METRICS_TOKEN_MIN_LENGTH = 24;

/** An empty variable (`PORT=`) means "not set", as in most deployment tools. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

function urlWithProtocols(protocols: readonly string[], what: string) {
  const list = protocols.map((protocol) => `${protocol}//`).join(' or ');
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be ${what} URL starting with ${list}` },
  );
}

const booleanish = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['true', 'false', '1', '0'], { error: "must be 'true', 'false', '1' or '0'" }),
);

const envSchema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number from 1 to 65535' })
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, { error: 'must be a whole number from 1 to 65535' }),
  ),
  HOST: optional(z.string().trim().min(1)),
  DATA_DIR: optional(z.string()),
  CLIENT_DIR: optional(z.string().trim().min(1)),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'a PostgreSQL')),
  APP_URL: optional(urlWithProtocols(['http:', 'https:'], 'an http(s)')),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'an SMTP')),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'a Redis')),
  REDIS_PREFIX: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_.-]+$/, { error: 'must be letters, digits, :, _, . or -' }),
  ),
  SEED_DEMO: optional(booleanish),
  LAB_NAME: optional(z.string().trim().min(1)),
  SESSION_SECRET: optional(
    z.string().min(SECRET_MIN_LENGTH, { error: `must be at least ${SECRET_MIN_LENGTH} characters long` }),
  ),
  APP_KEY: optional(
    z.string().min(SECRET_MIN_LENGTH, { error: `must be at least ${SECRET_MIN_LENGTH} characters long` }),
  ),
  PUSHER_APP_ID: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be letters, digits, _ or -' }),
  ),
  PUSHER_APP_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be letters, digits, _ or -' }),
  ),
  PUSHER_APP_SECRET: optional(
    z.string().min(SECRET_MIN_LENGTH, { error: `must be at least ${SECRET_MIN_LENGTH} characters long` }),
  ),
  REALTIME_MAX_CONNECTIONS_PER_IP: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of at least 1' })
      .transform(Number)
      .refine((n) => n >= 1, { error: 'must be a whole number of at least 1' }),
  ),
  CRITICAL_ESCALATION_MINUTES: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of at least 1' })
      .transform(Number)
      .refine((n) => n >= 1, { error: 'must be a whole number of at least 1' }),
  ),
  ORPHAN_FILE_GRACE_SECONDS: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of at least 1' })
      .transform(Number)
      .refine((n) => n >= 1, { error: 'must be a whole number of at least 1' }),
  ),
  REPORT_FILES_DIR: optional(z.string()),
  FILES_DIR: optional(z.string()),
  REPORT_FILE_KEY: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, { error: 'must be 32 bytes in base64 (openssl rand -base64 32)' }),
  ),
  S3_ENDPOINT: optional(urlWithProtocols(['http:', 'https:'], 'an http(s)')),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be an S3 bucket name: 3 to 63 lower-case letters, digits, . or -',
      }),
  ),
  S3_REGION: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]+$/, { error: 'must be letters, digits or -' }),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(booleanish.transform((value) => value === 'true' || value === '1')),
  DEV_TOOLS: optional(booleanish),
  TRUST_PROXY: optional(trustProxySchema),
  ALLOWED_HOSTS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((entries) => entries.length > 0 && entries.every((entry) => parseHost(entry) !== null), {
        error: 'must be host names or addresses, each with an optional :port, separated by commas',
      }),
  ),
  METRICS_TOKEN: optional(
    z.string().min(METRICS_TOKEN_MIN_LENGTH, {
      error: `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`,
    }),
  ),
  TRANSLATE_URL: optional(urlWithProtocols(['http:', 'https:'], 'an http(s)')),
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a P-256 public key in base64url (65 bytes)' }),
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a P-256 private key in base64url (32 bytes)' }),
  ),
  VAPID_SUBJECT: optional(urlWithProtocols(['mailto:', 'https:'], 'a mailto: or https:')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** Where the built client is served from (absolute; default the build's `dist/`). */
  clientDir?: string;
  databaseUrl: string | undefined;
  /** The public origin of the portal, without a trailing slash. */
  appUrl: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * What every Redis key and pub/sub channel of this portal starts with (default `kundencenter:`):
   * two portals (or two test runs) on one Redis keep apart by their own.
   */
  redisPrefix?: string;
  seedDemo: boolean;
  labName: string;
  sessionSecret: string;
  appKey: string;
  /** Pusher credentials given in the environment; missing ones derive from appKey (server/platform/realtime). */
  pusher?: { appId?: string; key?: string; secret?: string };
  /** Where the encrypted report PDFs live (default `<dataDir>/report-files`). */
  reportFilesDir: string;
  /** The AES-256 key of the report PDFs (32 bytes, base64); without it, derived from appKey. */
  reportFileKey?: string;
  /** Where the encrypted attachments of system messages live (default `<dataDir>/files`). */
  filesDir: string;
  /**
   * Issue 30: the bucket the encrypted report PDFs and attachments live in instead of the two
   * directories above (s3Settings.ts); without it, the directories.
   */
  s3?: S3Settings;
  /** Websocket connections one client IP may hold (default in server/platform/realtime/realtimeSettings.ts). */
  realtimeMaxConnectionsPerIp?: number;
  /** Minutes until an unacknowledged critical report escalates (issue 17; default 60). */
  criticalEscalationMinutes?: number;
  /**
   * How old an unreferenced file must be before the orphan sweep removes it (issue 30; default an
   * hour, orphanFileSweep.ts): longer than any import takes from its first file to its commit.
   */
  orphanFileGraceSeconds?: number;
  /**
   * The server's developer pages (the dev outbox at /dev/mails, the e2e clock), served to loopback
   * callers only, and only while the server listens on loopback and keeps mail in the outbox
   * (devPages.ts). Separate from NODE_ENV on purpose: the client is always built for production.
   */
  devTools: boolean;
  /** Which proxies may name the client's address (trustProxy.ts); false: none. */
  trustProxy: TrustProxy;
  /**
   * Names (`host` or `host:port`) requests may be addressed to besides APP_URL's host and the
   * loopback names (net/hostAllowlist.ts): a proxy or a monitor that does not use APP_URL's name.
   */
  allowedHosts?: readonly string[];
  /** Lets a non-loopback scraper read /metrics with `Authorization: Bearer <token>`. */
  metricsToken?: string;
  logLevel: LogLevel;
  /**
   * A LibreTranslate-compatible service for the forum's translate button (`POST <url>/translate`);
   * without it the button is hidden and `POST /api/translate` answers 503.
   */
  translateUrl?: string;
  /** Single sign-on providers for staff (issue 29; oidcProviders.ts, docs/deployment.md); default none. */
  oidcProviders?: readonly OidcProviderConfig[];
  /**
   * Issue 29: the Web Push (VAPID) key pair and contact, from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY/
   * VAPID_SUBJECT or generated once into DATA_DIR/secrets.json; without it (tests) push is off.
   */
  vapid?: VapidKeys;
}

/** A wildcard bind address is not a place a browser can go; IPv6 literals need brackets in URLs. */
function defaultAppUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const literal = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${literal}:${port}`;
}

const isTrue = (value: 'true' | 'false' | '1' | '0'): boolean => value === 'true' || value === '1';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  // Variables that only make sense together (an OIDC provider, the S3 bucket) are checked as groups.
  const groupIssues: ConfigIssue[] = [];
  const oidcProviders = loadOidcProviders(env, groupIssues);
  const s3 = parsed.success ? resolveS3Settings(parsed.data, groupIssues) : undefined;
  if (!parsed.success || groupIssues.length > 0) {
    const issues: ConfigIssue[] = (parsed.error?.issues ?? []).map((issue) => ({
      variable: String(issue.path[0] ?? '(environment)'),
      problem: issue.message,
    }));
    throw new ConfigError([...issues, ...groupIssues]);
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 8080;
  const host = vars.HOST ?? '127.0.0.1';
  const devTools = vars.DEV_TOOLS === undefined ? true : isTrue(vars.DEV_TOOLS);
  if (devTools && !vars.SMTP_URL && !isLoopbackHost(host)) {
    // The outbox holds verification, reset and two-factor mails: reachable from outside, it would
    // hand over accounts. Loopback-only routes are the second line; this is the first.
    throw new ConfigError([
      {
        variable: 'HOST',
        problem:
          'is reachable from other machines while the dev mail outbox is on: set SMTP_URL to send mail, or DEV_TOOLS=false to switch the developer pages off (or listen on 127.0.0.1)',
      },
    ]);
  }
  const dataDir = resolve(vars.DATA_DIR ?? './data');

  let secrets;
  try {
    secrets = resolveSecrets(dataDir, { sessionSecret: vars.SESSION_SECRET, appKey: vars.APP_KEY });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      { variable: 'DATA_DIR', problem: `cannot keep the generated secrets: ${reason}` },
    ]);
  }

  let vapid: VapidKeys;
  try {
    vapid = resolveVapidKeys(dataDir, {
      publicKey: vars.VAPID_PUBLIC_KEY,
      privateKey: vars.VAPID_PRIVATE_KEY,
      subject: vars.VAPID_SUBJECT ?? (vars.APP_URL?.startsWith('https:') ? vars.APP_URL : undefined),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([{ variable: 'VAPID_PUBLIC_KEY', problem: reason }]);
  }

  return {
    port,
    host,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    appUrl: (vars.APP_URL ?? defaultAppUrl(host, port)).replace(/\/+$/, ''),
    smtpUrl: vars.SMTP_URL,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    seedDemo: vars.SEED_DEMO === undefined ? true : isTrue(vars.SEED_DEMO),
    labName: vars.LAB_NAME ?? DEFAULT_LAB_NAME,
    sessionSecret: secrets.sessionSecret,
    appKey: secrets.appKey,
    pusher: { appId: vars.PUSHER_APP_ID, key: vars.PUSHER_APP_KEY, secret: vars.PUSHER_APP_SECRET },
    realtimeMaxConnectionsPerIp: vars.REALTIME_MAX_CONNECTIONS_PER_IP,
    criticalEscalationMinutes: vars.CRITICAL_ESCALATION_MINUTES,
    orphanFileGraceSeconds: vars.ORPHAN_FILE_GRACE_SECONDS,
    ...(vars.CLIENT_DIR === undefined ? {} : { clientDir: resolve(vars.CLIENT_DIR) }),
    reportFilesDir: resolve(vars.REPORT_FILES_DIR ?? join(dataDir, 'report-files')),
    reportFileKey: vars.REPORT_FILE_KEY,
    filesDir: resolve(vars.FILES_DIR ?? join(dataDir, 'files')),
    s3,
    devTools,
    trustProxy: vars.TRUST_PROXY ?? false,
    allowedHosts: vars.ALLOWED_HOSTS ?? [],
    metricsToken: vars.METRICS_TOKEN,
    logLevel: vars.LOG_LEVEL ?? 'info',
    translateUrl: vars.TRANSLATE_URL?.replace(/\/+$/, ''),
    oidcProviders,
    vapid,
  };
}
