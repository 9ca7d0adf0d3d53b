import { describe, expect, it, vi } from 'vitest';
import { ORDER_NUMBERS_LOW_WATER, ORDER_NUMBERS_WARN } from '../../../../contract/constants';
import { createNumberLeaser, LEASE_RETRY_MS } from './numberLeaser';
import { deviceFreeNumbers, needsLease, NumberSupply, numberSupply, takenNumbers } from './orderNumbers';

const device = 'device-a';
const blocks = [
  { device_id: device, first: 2_600_000_050, size: 3 },
  { device_id: 'device-b', first: 2_600_000_100, size: 50 },
  { device_id: device, first: 2_600_000_000, size: 2 },
];

describe('the order numbers of this device', () => {
  it('takes the lowest free numbers of this device’s own blocks, skipping those orders and drafts hold', () => {
    const taken = takenNumbers(['2600000000'], [null, '2600000050']);
    expect(deviceFreeNumbers(blocks, device, taken)).toEqual(['2600000001', '2600000051', '2600000052']);
    expect(deviceFreeNumbers(blocks, 'device-c', taken)).toEqual([]);
  });

  it('warns offline from ORDER_NUMBERS_WARN left on, and says when none are left', () => {
    expect(numberSupply(ORDER_NUMBERS_WARN + 1, false)).toBe(NumberSupply.enough);
    expect(numberSupply(ORDER_NUMBERS_WARN, false)).toBe(NumberSupply.low);
    expect(numberSupply(ORDER_NUMBERS_WARN, true)).toBe(NumberSupply.enough);
    expect(numberSupply(0, true)).toBe(NumberSupply.none);
    expect(numberSupply(0, false)).toBe(NumberSupply.none);
  });

  it('leases online from ORDER_NUMBERS_LOW_WATER left on', () => {
    expect(needsLease(ORDER_NUMBERS_LOW_WATER + 1, true)).toBe(false);
    expect(needsLease(ORDER_NUMBERS_LOW_WATER, true)).toBe(true);
    expect(needsLease(0, false)).toBe(false);
  });
});

describe('the lease of the next block', () => {
  const low = { free: ORDER_NUMBERS_LOW_WATER, online: true, synced: true, device };

  it('waits for the first sync of the session and for the network, and leases for this device', async () => {
    const lease = vi.fn(() => Promise.resolve());
    const leaser = createNumberLeaser(lease);
    expect(await leaser.check({ ...low, synced: false })).toBe(false);
    expect(await leaser.check({ ...low, online: false })).toBe(false);
    expect(await leaser.check({ ...low, free: ORDER_NUMBERS_LOW_WATER + 1 })).toBe(false);
    expect(lease).not.toHaveBeenCalled();
    expect(await leaser.check(low)).toBe(true);
    expect(lease).toHaveBeenCalledWith(device);
  });

  it('leases one block at a time', async () => {
    let done: () => void = () => undefined;
    const lease = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const leaser = createNumberLeaser(lease);
    const first = leaser.check(low);
    expect(await leaser.check(low)).toBe(false);
    done();
    expect(await first).toBe(true);
    expect(lease).toHaveBeenCalledTimes(1);
  });

  it('after a failed lease, waits LEASE_RETRY_MS before asking again', async () => {
    let now = 1_000;
    const lease = vi.fn(() => Promise.reject(new Error('offline')));
    const leaser = createNumberLeaser(lease, () => now);
    await leaser.check(low);
    now += LEASE_RETRY_MS - 1;
    expect(await leaser.check(low)).toBe(false);
    now += 1;
    expect(await leaser.check(low)).toBe(true);
    expect(lease).toHaveBeenCalledTimes(2);
  });
});
