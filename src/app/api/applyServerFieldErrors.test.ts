import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './ApiRequestError';
import { applyServerFieldErrors, serverFieldErrors } from './applyServerFieldErrors';

const refused = new ApiRequestError(422, {
  message: 'invalid',
  errors: { title: ['validation.required', 'other'], 'files.1': ['upload.tooLarge'], term: ['too short'] },
});

describe('applyServerFieldErrors', () => {
  it("puts each field's first message beside the input of the same name", () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(refused, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('title', { type: 'server', message: 'validation.required' });
    expect(setError).toHaveBeenCalledWith('files.1', { type: 'server', message: 'upload.tooLarge' });
  });

  it('maps the server’s fields onto the form’s and hands the rest to the form’s list', () => {
    const setError = vi.fn();
    const unplaced = vi.fn();
    const fieldOf = (field: string) => (field === 'term' ? 'term.de' : field === 'title' ? field : null);
    expect(applyServerFieldErrors(refused, setError, { fieldOf, unplaced })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'validation.required' }],
      ['term.de', { type: 'server', message: 'too short' }],
    ]);
    expect(unplaced).toHaveBeenCalledWith([{ field: 'files.1', messages: ['upload.tooLarge'] }]);
  });

  it('leaves a 422 that names no field of the form, and every other failure, to the caller', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(refused, setError, { fieldOf: () => null })).toBe(false);
    expect(applyServerFieldErrors(new ApiRequestError(409, { message: 'busy' }), setError)).toBe(false);
    expect(applyServerFieldErrors(new Error('network'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

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
