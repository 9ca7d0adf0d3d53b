/**
 * The central input walk (inputChecks.ts) once took a raw Buffer body for an object and visited
 * every byte as a key: about 1 s and 200 MB per MB of body (issue 26). Bytes hold no text field,
 * so a binary body is never walked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostileInputErrors } from './inputChecks';

describe('the input walk over a binary body', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not visit the bytes of a Buffer or any other typed array', () => {
    const entries = vi.spyOn(Object, 'entries');
    for (const body of [Buffer.alloc(4096), new Uint8Array(4096), new Float64Array(16)]) {
      expect(hostileInputErrors(body, 'body')).toEqual({});
      expect(hostileInputErrors({ file: body }, 'body')).toEqual({});
    }
    expect(entries.mock.calls.filter(([value]) => ArrayBuffer.isView(value))).toEqual([]);
  });

  it('still finds a NUL beside a binary field', () => {
    expect(hostileInputErrors({ file: Buffer.alloc(8), name: 'a\u0000b' }, 'body')).toEqual({
      name: ['validation.nulByte'],
    });
  });
});
