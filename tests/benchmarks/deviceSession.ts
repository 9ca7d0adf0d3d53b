/**
 * A device's signed-in HTTP session, as the installed app holds it: the session cookie and the XSRF
 * header in the e2e's CookieJar (tests/e2e/support/cookieJar.ts, shared with apiSession.ts), Node's
 * fetch (undici) for the requests. Every request is timed into the shared recorder under its kind;
 * an answer that is not 2xx is an error of the benchmark (recorded with method, path and status,
 * never the body: it may name a patient) and rejects, so that the device's step stops there. A
 * request that gets no answer at all (connection refused or reset: an instance restarted) is a
 * disconnect, recorded apart, and rejects with a DeviceNetworkError: the device keeps its outbox
 * row and tries again, as the app does.
 */
import { TOTP } from 'otpauth';
import { TOTP_PERIOD_S, TWO_FACTOR_CODE_LENGTH } from '../../src/contract/constants';
import { CookieJar } from '../e2e/support/cookieJar';
import type { BenchRecorder, RequestKind } from './devicesRecorder';

/** The TOTP secret every seeded demo account shares (README, demo only); the device doctors copy it. */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** The path as the run's summary counts it: no query, ids and uuids as ':id' (one line per route). */
export const routeOf = (path: string) =>
  (path.split('?')[0] ?? '').replace(/\/([0-9a-f]{8}-[0-9a-f-]{27}|\d+)(?=\/|$)/g, '/:id');

export class DeviceHttpError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
  ) {
    super(`${method} ${routeOf(path)}: ${status}`);
  }
}

/** No answer: the request may or may not have reached the server. */
export class DeviceNetworkError extends Error {}

export interface DeviceSession {
  readonly baseUrl: string;
  call(kind: RequestKind, method: string, path: string, options?: CallOptions): Promise<Response>;
  /** The same session (cookies) against another instance: sessions live in the shared database. */
  on(baseUrl: string): DeviceSession;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The code of the current time step. Every device account has its own record of used steps, so
 * all of them may use the same step once.
 */
const currentTotpCode = () =>
  new TOTP({
    secret: DEMO_TOTP_SECRET,
    algorithm: 'SHA1',
    digits: TWO_FACTOR_CODE_LENGTH,
    period: TOTP_PERIOD_S,
  }).generate();

export async function signInDevice(
  baseUrl: string,
  username: string,
  password: string,
  recorder: BenchRecorder,
): Promise<DeviceSession> {
  const jar = new CookieJar();
  const callOn = async (
    baseUrl: string,
    kind: RequestKind,
    method: string,
    path: string,
    options: CallOptions = {},
  ) => {
    const { body, headers = {} } = options;
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, jar.requestInit(method, body, headers));
    } catch (error) {
      const message = `${method} ${routeOf(path)}: ${error instanceof Error ? error.message : String(error)}`;
      recorder.disconnect(message);
      throw new DeviceNetworkError(message, { cause: error });
    }
    jar.store(response);
    recorder.request(kind, performance.now() - started);
    if (!response.ok) {
      const error = new DeviceHttpError(method, path, response.status);
      recorder.error(error.message);
      await response.body?.cancel();
      throw error;
    }
    return response;
  };
  const sessionOn = (base: string): DeviceSession => ({
    baseUrl: base,
    call: (kind, method, path, options) => callOn(base, kind, method, path, options),
    on: sessionOn,
  });
  const { call } = sessionOn(baseUrl);
  await (await call('signIn', 'GET', '/sanctum/csrf-cookie')).body?.cancel();
  await (await call('signIn', 'POST', '/login', { body: { username, password } })).body?.cancel();
  await (
    await call('signIn', 'POST', '/api/two-factor-challenge', { body: { code: currentTotpCode() } })
  ).body?.cancel();
  return sessionOn(baseUrl);
}
