/**
 * Security headers with a strict Content-Security-Policy: nothing inline, nothing from other
 * origins. The additions to 'self' are the websocket origin of APP_URL for real-time events
 * (older Safari does not count ws: as 'self') and `blob:` frames and plugin data for the report
 * viewer, which shows the PDF kept on the device through an object URL (a blob: document
 * inherits this policy, so its PDF viewer needs object-src blob: as well). Only this page's own
 * script can make blob: URLs of this origin. HSTS and upgrade-insecure-requests only make sense
 * behind TLS and would break a plain-http LAN install, so they follow APP_URL's scheme.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerHelmet(app: FastifyInstance, appUrl: string): Promise<void> {
  const secure = new URL(appUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(appUrl) },
    frameguard: { action: 'deny' },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
