import { describe, expect, it } from 'vitest';
import './zodWithoutEval';
import { z } from 'zod';

describe('zodWithoutEval', () => {
  it("sets the configuration zod reads: jitless, so no eval probe under the app's CSP", () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
