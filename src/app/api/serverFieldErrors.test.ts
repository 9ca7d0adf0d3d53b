import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './ApiRequestError';
import { serverFieldErrors } from './applyFieldErrors';

describe('serverFieldErrors', () => {
  it("takes a 422's first message of each field", () => {
    const error = new ApiRequestError(422, {
      message: 'invalid',
      errors: { username: ['validation.required', 'other'], password: ['validation.required'] },
    });
    expect(serverFieldErrors(error)).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    });
  });

  it('leaves other failures to the caller', () => {
    expect(serverFieldErrors(new ApiRequestError(500, { message: 'boom' }))).toBeUndefined();
    expect(serverFieldErrors(new Error('network'))).toBeUndefined();
  });
});
