import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './requestHash';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('the request hash behind an Idempotency-Key', () => {
  it('writes canonical JSON: keys sorted, undefined left out, arrays in order', () => {
    expect(canonicalJson({ b: [1, { d: null, c: 'ü"' }], a: true, skip: undefined })).toBe(
      '{"a":true,"b":[1,{"c":"ü\\"","d":null}]}',
    );
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('');
    expect(canonicalJson(nested(3))).toBe(JSON.stringify(nested(3)));
  });

  it('hashes the same request alike whatever the key order', () => {
    expect(requestHash('post', '/api/x', { a: 1, b: 2 })).toBe(requestHash('POST', '/api/x', { b: 2, a: 1 }));
    expect(requestHash('POST', '/api/x', { a: 1 })).not.toBe(requestHash('POST', '/api/x', { a: 2 }));
  });

  it('does not recurse over an untrusted depth: a body nested 200000 deep hashes without a stack overflow', () => {
    expect(() => requestHash('POST', '/api/x', nested(200_000))).not.toThrow();
  });
});
