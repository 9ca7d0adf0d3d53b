import { describe, expect, it, vi } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { loginSchema, type LoginInput } from '../../contract/auth';
import { ValidationMessage } from '../../contract/validationMessages';
import { lazyResolver } from './lazyResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('validates with the schema it loads, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve(zodResolver(loginSchema)));
    const { resolver } = lazyResolver<LoginInput>(load);

    const refused = await resolver({ username: '', password: '' }, undefined, options);
    expect(refused.errors.username?.message).toBe(ValidationMessage.required);
    const accepted = await resolver({ username: 'dr.weber', password: 'x' }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (a chunk missed while offline)', async () => {
    const load = vi
      .fn<() => Promise<Resolver<LoginInput>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(zodResolver(loginSchema));
    const { resolver, preload } = lazyResolver<LoginInput>(load);

    await expect(preload()).rejects.toThrow('chunk failed');
    const answer = await resolver({ username: '', password: 'x' }, undefined, options);
    expect(answer.errors.username?.message).toBe(ValidationMessage.required);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
