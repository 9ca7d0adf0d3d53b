// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readXsrfToken } from './syncClient';

describe('readXsrfToken', () => {
  it('reads and decodes the XSRF-TOKEN cookie the worker cannot see', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
    expect(readXsrfToken('a=1')).toBeNull();
  });
});
