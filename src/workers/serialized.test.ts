import { describe, expect, it } from 'vitest';
import { serialized } from './serialized';

describe('serialized', () => {
  it('runs once more after the running call when called meanwhile, never two at a time, and survives failures', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const release: (() => void)[] = [];
    const run = serialized(async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => release.push(resolve));
      running -= 1;
      if (runs === 1) throw new Error('offline');
    });
    run();
    run();
    run();
    expect(runs).toBe(1);
    release.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(2);
    release.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(2);
    expect(most).toBe(1);
    run();
    expect(runs).toBe(3);
    release.shift()?.();
  });
});
