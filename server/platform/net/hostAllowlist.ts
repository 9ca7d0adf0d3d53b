/**
 * Which names a request may be addressed to (issue 26, DNS rebinding): a page of
 * rebind.attacker.example whose name later resolves to 127.0.0.1 reaches the portal from the
 * victim's own machine, with the attacker's name in Host, and so passed every loopback check. A
 * request is answered only when its Host (behind a trusted proxy: the forwarded one) is
 * - APP_URL's host and port (the port may be left out when it is the scheme's default);
 * - a loopback name (localhost, 127.0.0.1, [::1]) with the port the request came in on, which only
 *   a browser of this machine that opened the portal itself sends; a request made inside the
 *   process (app.inject: no socket) may use any port;
 * - a name of ALLOWED_HOSTS (`name` for any port, `name:port` for that one): what a proxy or a
 *   monitor addresses the portal by when it is not APP_URL's.
 */
import type { IncomingMessage } from 'node:http';
import type { TrustFunction } from './clientAddress';

export interface HostAllowlistOptions {
  appUrl: string;
  allowedHosts?: readonly string[];
}

interface HostName {
  name: string;
  /** Undefined when the Host header names none. */
  port: number | undefined;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/** `name[:port]` lower-cased, IPv6 in brackets; null when it is not a host at all. */
export function parseHost(value: string): HostName | null {
  const match = HOST_PATTERN.exec(value.trim().toLowerCase());
  if (!match?.[1]) return null;
  return { name: match[1], port: match[2] === undefined ? undefined : Number(match[2]) };
}

const defaultPortOf = (protocol: string) => (protocol === 'https:' ? 443 : 80);

export type HostAllowlist = (host: string | undefined, localPort: number | undefined) => boolean;

export function hostAllowlist({ appUrl, allowedHosts = [] }: HostAllowlistOptions): HostAllowlist {
  const url = new URL(appUrl);
  const app = { name: url.hostname.toLowerCase(), port: Number(url.port || defaultPortOf(url.protocol)) };
  const extra = allowedHosts.map(parseHost).filter((entry): entry is HostName => entry !== null);
  return (host, localPort) => {
    const asked = host === undefined ? null : parseHost(host);
    if (!asked) return false;
    if (asked.name === app.name && (asked.port ?? defaultPortOf(url.protocol)) === app.port) return true;
    if (LOOPBACK_NAMES.has(asked.name) && (localPort === undefined || (asked.port ?? 80) === localPort)) {
      return true;
    }
    return extra.some(
      (entry) => entry.name === asked.name && (entry.port === undefined || entry.port === asked.port),
    );
  };
}

const lastEntry = (value: string | string[]) => {
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined.slice(joined.lastIndexOf(',') + 1).trim();
};

/**
 * The name the client addressed: the Host header, or the last X-Forwarded-Host when the socket's
 * peer is a trusted proxy (TRUST_PROXY), as Fastify's `request.host` reads it.
 */
export function requestedHost(
  request: IncomingMessage,
  trust: TrustFunction | undefined,
): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  if (trust && forwarded && trust(request.socket.remoteAddress ?? '', 0)) return lastEntry(forwarded);
  return request.headers.host;
}
