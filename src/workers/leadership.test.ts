import { describe, expect, it } from 'vitest';
import { requestLeadership } from './leadership';
import { FakeLocks } from './testing/fakeLocks';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('leadership among tabs', () => {
  it('lets one tab lead at a time and hands the lock to the next waiting one on release', async () => {
    const locks = new FakeLocks();
    const led: string[] = [];
    const first = requestLeadership(locks, 'lock', async () => void led.push('first'));
    requestLeadership(locks, 'lock', async () => void led.push('second'));
    await tick();
    expect(led).toEqual(['first']);
    first.release();
    await tick();
    expect(led).toEqual(['first', 'second']);
  });

  it('never leads once released while waiting', async () => {
    const locks = new FakeLocks();
    const led: string[] = [];
    const first = requestLeadership(locks, 'lock', async () => void led.push('first'));
    const waiting = requestLeadership(locks, 'lock', async () => void led.push('waiting'));
    const third = requestLeadership(locks, 'lock', async () => void led.push('third'));
    waiting.release();
    first.release();
    await tick();
    expect(led).toEqual(['first', 'third']);
    third.release();
  });

  it('gives the lock up at once when leading fails', async () => {
    const locks = new FakeLocks();
    const led: string[] = [];
    requestLeadership(locks, 'lock', () => Promise.reject(new Error('database did not open')));
    requestLeadership(locks, 'lock', async () => void led.push('next'));
    await tick();
    await tick();
    expect(led).toEqual(['next']);
  });
});
