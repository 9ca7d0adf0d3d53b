/**
 * A clock that can be moved forward at run time: only with DEV_TOOLS, for the end-to-end tests
 * that must see what happens an hour later (critical reports escalating, issue 17) without
 * waiting. Production never builds one (app.ts).
 */
import type { Clock } from './clock';

export interface AdjustableClock {
  now: Clock;
  advance(ms: number): void;
}

export function createAdjustableClock(base: Clock): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}
