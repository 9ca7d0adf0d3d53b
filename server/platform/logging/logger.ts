/**
 * The pino logger of the server. Logs must never carry personal data: request bodies are never
 * logged, credentials in headers are redacted should any code log headers anyway, and every logged
 * `err` goes through loggableError (no database error's message or parameters).
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config/config';
import { loggableError } from './loggableError';

export type { Logger } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
];

/** Logs JSON lines to stdout, or to `destination` (tests read what was logged). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: loggableError },
  };
  return destination ? pino(options, destination) : pino(options);
}
