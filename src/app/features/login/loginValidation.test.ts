import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../../../contract/validationMessages';
import { validateLogin } from './loginValidation';

describe('validateLogin', () => {
  it("gives each empty field the shared schema's required text", () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: ValidationMessage.required,
      password: ValidationMessage.required,
    });
  });

  it('accepts a filled form', () => {
    expect(validateLogin({ username: 'dr.weber', password: 'x' })).toEqual({});
  });
});
