/**
 * Security headers with a strict Content-Security-Policy: nothing inline, nothing from other
 * origins. The additions to 'self' are the websocket origin of APP_URL for real-time events
 * (older Safari does not count ws: as 'self') and `blob:` frames and plugin data for the report
 * viewer, which shows the PDF kept on the device through an object URL (a blob: document
 * inherits this policy, so its PDF viewer needs object-src blob: as well). Only this page's own
 * script can make blob: URLs of this origin. HSTS and upgrade-insecure-requests only make sense
 * behind TLS and would break a plain-http LAN install, so they follow APP_URL's scheme.
 *
 * The headers are helmet's, read once from its middleware at start: they depend on APP_URL only
 * (no nonces, no per-route policy), and @fastify/helmet built the whole middleware anew for every
 * request, parsing the policy each time (issue 30, docs/benchmarks.md: 'Where the portal's extra
 * time goes').
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function contentSecurityPolicyDirectives(appUrl: string): Record<string, string[]> {
  const url = new URL(appUrl);
  const secure = url.protocol === 'https:';
  const websocketOrigin = `${secure ? 'wss:' : 'ws:'}//${url.host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", websocketOrigin],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ['blob:'],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function helmetOptions(appUrl: string): HelmetOptions {
  const secure = new URL(appUrl).protocol === 'https:';
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(appUrl) },
    frameguard: { action: 'deny' },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The headers helmet's middleware sets with these options (names in lower case). */
export function securityHeaders(appUrl: string): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
      return response;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(helmetOptions(appUrl))({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

export function registerHelmet(app: FastifyInstance, appUrl: string): void {
  const headers = securityHeaders(appUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
