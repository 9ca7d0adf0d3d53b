/**
 * The app's rate limits (sign-in, two-factor, report uploads, machine calls), in memory or, with REDIS_URL, in Redis shared by every instance (design
 * brief: "REDIS_URL fans websocket events and rate-limit counters out across app instances").
 * Without Redis each instance counts alone: behind a proxy spreading requests over N instances a
 * client gets up to N times the limit, which docs/deployment.md says.
 */
import { Redis } from 'ioredis';
import {
  API_TOKEN_CALLS_PER_MINUTE,
  LOGIN_ATTEMPTS_PER_MINUTE,
  LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE,
  REPORT_UPLOADS_PER_MINUTE,
  TWO_FACTOR_ATTEMPTS_PER_MINUTE,
  VERIFICATION_LINK_REQUESTS_PER_ADDRESS_PER_MINUTE,
  VERIFICATION_LINK_REQUESTS_PER_CLIENT_PER_MINUTE,
} from '../../../src/contract/constants';
import type { Clock } from '../time/clock';
import { createMemoryRateLimiter, type RateLimiter, type RateLimitRule } from './rateLimiter';
import { createRedisRateLimiter } from './redisRateLimiter';

const MINUTE_MS = 60_000;
export const DEFAULT_RATE_LIMIT_PREFIX = 'kundencenter:ratelimit:';

export interface RateLimiters {
  /**
   * Sign-in attempts per account + client address (reference part B: 5 per minute); the account
   * whether named by username or e-mail, an unknown name by its normalised form.
   */
  login: RateLimiter;
  /** Failed sign-ins per client address, over all names (password spraying). */
  loginFailuresPerAddress: RateLimiter;
  /** Second-factor codes per user: challenge, confirming the setup, confirming the password. */
  twoFactor: RateLimiter;
  /** Report uploads per staff member. */
  uploads: RateLimiter;
  /** Machine calls per personal access token (issue 17). */
  apiToken: RateLimiter;
  /** New verification links asked for by e-mail address, per address (issue 26). */
  verificationLinkPerAddress: RateLimiter;
  /** The same, per client address over all e-mail addresses. */
  verificationLinkPerClient: RateLimiter;
}

const RULES: Record<keyof RateLimiters, number> = {
  login: LOGIN_ATTEMPTS_PER_MINUTE,
  loginFailuresPerAddress: LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE,
  twoFactor: TWO_FACTOR_ATTEMPTS_PER_MINUTE,
  uploads: REPORT_UPLOADS_PER_MINUTE,
  apiToken: API_TOKEN_CALLS_PER_MINUTE,
  verificationLinkPerAddress: VERIFICATION_LINK_REQUESTS_PER_ADDRESS_PER_MINUTE,
  verificationLinkPerClient: VERIFICATION_LINK_REQUESTS_PER_CLIENT_PER_MINUTE,
};

export function createRateLimiters({
  redisUrl,
  prefix = DEFAULT_RATE_LIMIT_PREFIX,
  now,
}: {
  redisUrl: string | undefined;
  prefix?: string;
  now: Clock;
}): { limiters: RateLimiters; close: () => Promise<void> } {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  // A Redis that is down fails the limited requests (500), it does not let them through unlimited;
  // the connection's own errors are reported by the realtime event bus, which shares REDIS_URL.
  redis?.on('error', () => {});
  const make = (name: keyof RateLimiters): RateLimiter => {
    const rule: RateLimitRule = { limit: RULES[name], windowMs: MINUTE_MS, now };
    return redis ? createRedisRateLimiter(redis, `${prefix}${name}:`, rule) : createMemoryRateLimiter(rule);
  };
  const limiters: RateLimiters = {
    login: make('login'),
    loginFailuresPerAddress: make('loginFailuresPerAddress'),
    twoFactor: make('twoFactor'),
    uploads: make('uploads'),
    apiToken: make('apiToken'),
    verificationLinkPerAddress: make('verificationLinkPerAddress'),
    verificationLinkPerClient: make('verificationLinkPerClient'),
  };
  return {
    limiters,
    close: async () => {
      await redis?.quit().catch(() => {});
    },
  };
}
