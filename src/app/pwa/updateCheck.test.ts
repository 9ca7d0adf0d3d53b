import { describe, expect, it, vi } from 'vitest';
import { checkForUpdate } from './updateCheck';

describe('checkForUpdate', () => {
  it('settles quietly when the server cannot be reached', async () => {
    const update = vi.fn(() =>
      Promise.reject(new TypeError('Failed to update a ServiceWorker: fetch failed')),
    );
    await expect(checkForUpdate(update, () => true)).resolves.toBeUndefined();
    expect(update).toHaveBeenCalledOnce();
  });

  it('does not ask while the browser is offline', async () => {
    const update = vi.fn(() => Promise.resolve());
    await checkForUpdate(update, () => false);
    expect(update).not.toHaveBeenCalled();
  });
});
