/**
 * Who is calling, as far as the socket and a trusted proxy tell. Without TRUST_PROXY the socket's
 * peer is the client; with it, the forwarded chain is walked from the right through the trusted
 * proxies only (@fastify/proxy-addr, the same walk Fastify's `request.ip` does), so a caller cannot
 * claim to be 127.0.0.1 by sending its own X-Forwarded-For. Rate limits, the dev outbox and
 * /metrics loopback checks and the websocket per-IP cap all ask here or `request.ip`.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config/trustProxy';

export type TrustFunction = (address: string, hop: number) => boolean;

/** The function Fastify's `trustProxy` and proxy-addr take, or undefined when no proxy is trusted. */
export function trustFunction(trust: TrustProxy): TrustFunction | undefined {
  if (trust === false) return undefined;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

export function clientAddress(request: IncomingMessage, trust: TrustFunction | undefined): string {
  if (!trust) return request.socket.remoteAddress ?? 'unknown';
  return proxyAddr(request, trust);
}

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return IPV4_LOOPBACK.test(plain) || plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/** A listen address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Whether the caller sits on this machine: the loopback-only pages (dev outbox, /metrics) ask
 * this. A request a proxy forwarded carries its headers; without TRUST_PROXY the proxy's own
 * loopback address would stand for every client behind it, so such a request is never loopback.
 */
export function isLoopbackCaller(request: FastifyRequest, trust: TrustProxy): boolean {
  if (trust === false && FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.ip);
}
