/**
 * What identifies a request behind an Idempotency-Key: sha256 of the method, the path (with its
 * query) and the body as canonical JSON (object keys sorted), so the same request hashes the same
 * whatever order a client wrote its keys in.
 */
import { sha256Hex } from '../crypto/tokens';

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

export function requestHash(method: string, path: string, body: unknown): string {
  return sha256Hex(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`);
}
