import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_EVENT } from '../contract/orders';
import { USER_CHANNEL_EVENTS } from './realtimeHints';

describe("the user channel's events", () => {
  it('make the worker pull when an order of the practice moved (issue 28: the open order page follows at once)', () => {
    expect(USER_CHANNEL_EVENTS).toContain(ORDER_STATUS_EVENT);
  });
});
