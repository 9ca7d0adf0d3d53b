/**
 * What the start of a sign-in at a provider must hand to its callback: the state, the nonce and
 * the PKCE verifier. They travel in a short-lived cookie sealed with APP_KEY (AES-GCM, so it can
 * be neither read nor forged), bound to the provider, and used once: the callback clears it. The
 * browser comes back from the provider by a top-level GET, which SameSite=Lax lets the cookie ride.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_FLOW_TTL_MS } from '../../../src/contract/constants';
import type { Encrypter } from '../../platform/crypto/encryption';

export const SSO_FLOW_COOKIE = 'kundencenter_sso';
const COOKIE_PATH = '/api/auth/oauth';

export interface SsoFlow {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch ms after which the callback refuses the flow. */
  expiresAt: number;
}

export function setFlowCookie(
  reply: FastifyReply,
  encrypter: Encrypter,
  flow: SsoFlow,
  secure: boolean,
): void {
  reply.setCookie(SSO_FLOW_COOKIE, encrypter.encrypt(JSON.stringify(flow)), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SSO_FLOW_TTL_MS / 1000,
  });
}

export function clearFlowCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SSO_FLOW_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
}

/** The flow the cookie carries for this provider, still valid at `now`; null otherwise. */
export function readFlowCookie(
  request: FastifyRequest,
  encrypter: Encrypter,
  provider: string,
  now: Date,
): SsoFlow | null {
  const sealed = request.cookies[SSO_FLOW_COOKIE];
  if (!sealed) return null;
  try {
    const flow = JSON.parse(encrypter.decrypt(sealed)) as SsoFlow;
    if (flow.provider !== provider || flow.expiresAt < now.getTime()) return null;
    return flow;
  } catch {
    return null;
  }
}
