/**
 * Leasing order numbers (issue 28): blocks follow the sequence, never overlap however many leases
 * run at once (PGlite, and PostgreSQL with concurrent connections), a device holds at most
 * ORDER_NUMBER_BLOCKS_PER_DEVICE blocks with unused numbers, and only doctors lease.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_NUMBER_BLOCK_SIZE,
  ORDER_NUMBER_BLOCKS_PER_DEVICE,
  ORDER_NUMBER_FIRST,
} from '../../../src/contract/constants';
import { orderNumberBlockRecordSchema } from '../../../src/contract/orders';
import { leaseBlock, signInAll } from '../../testing/orders';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('order number blocks on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    [weber, klein] = await signInAll(t, ['dr.weber', 'dr.klein']);
  });
  afterAll(() => t?.close());

  it('leases blocks from the lab’s range, at most three unused ones per device', async () => {
    const device = randomUUID();
    const blocks = [];
    for (let index = 0; index < ORDER_NUMBER_BLOCKS_PER_DEVICE; index++)
      blocks.push(await leaseBlock(weber, device));
    for (const block of blocks) {
      expect(block).toMatchObject({ device_id: device, size: ORDER_NUMBER_BLOCK_SIZE, used: [] });
      expect((block.first - ORDER_NUMBER_FIRST) % ORDER_NUMBER_BLOCK_SIZE).toBe(0);
    }
    const refused = await weber.post(
      '/api/orders/number-blocks',
      { device_id: device },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still has enough free order numbers/);
    // Another device of hers gets its own.
    expect((await leaseBlock(weber)).first).toBeGreaterThan(Math.max(...blocks.map((block) => block.first)));
  });

  it('never gives a number twice, however many devices lease at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 === 0 ? weber : klein).post('/api/orders/number-blocks', { device_id: randomUUID() }),
      ),
    );
    const firsts = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return orderNumberBlockRecordSchema.parse(response.json().data).first;
    });
    const sorted = [...firsts].sort((a, b) => a - b);
    for (let index = 1; index < sorted.length; index++) {
      expect((sorted[index] ?? 0) - (sorted[index - 1] ?? 0)).toBeGreaterThanOrEqual(ORDER_NUMBER_BLOCK_SIZE);
    }
  });

  it('leases to doctors only', async () => {
    const labor = await signIn(t, 'labor');
    expect((await labor.post('/api/orders/number-blocks', { device_id: randomUUID() })).statusCode).toBe(403);
    expect((await weber.post('/api/orders/number-blocks', { device_id: 'not-a-uuid' })).statusCode).toBe(422);
  });
});
