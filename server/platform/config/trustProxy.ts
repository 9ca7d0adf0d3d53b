/**
 * TRUST_PROXY: which reverse proxies may tell the client's address in X-Forwarded-For. Unset or
 * `false`: none (the socket's peer is the client). A whole number: that many proxy hops in front
 * of the portal. Otherwise a comma-separated list of addresses, CIDR ranges or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`. `true` (trust every hop) is refused: it lets any caller
 * name any address, 127.0.0.1 included, and so open the loopback-only pages and dodge rate limits.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d+$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === '0') return false;
    if (/^\d+$/.test(lower)) return Number(lower);
    if (lower === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          "must name the proxies (e.g. 127.0.0.1 or 10.0.0.0/8) or their number; 'true' would let any caller claim any address",
      });
      return z.NEVER;
    }
    const entries = lower
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0 || !entries.every(isTrustEntry)) {
      context.addIssue({
        code: 'custom',
        message:
          'must be false, a number of proxies, or addresses, CIDR ranges, loopback, linklocal or uniquelocal, separated by commas',
      });
      return z.NEVER;
    }
    return entries;
  });
