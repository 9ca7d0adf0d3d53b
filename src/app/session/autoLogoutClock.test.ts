import { describe, expect, it } from 'vitest';
import { autoLogoutPhase } from './autoLogoutClock';

const MINUTE = 60_000;

describe('auto logout', () => {
  it('stays quiet for 59 minutes of inactivity', () => {
    expect(autoLogoutPhase(59 * MINUTE - 1)).toEqual({ kind: 'active' });
  });

  it('warns after 59 minutes with a 60 second countdown', () => {
    expect(autoLogoutPhase(59 * MINUTE)).toEqual({ kind: 'warning', secondsLeft: 60 });
    expect(autoLogoutPhase(59 * MINUTE + 45_500)).toEqual({ kind: 'warning', secondsLeft: 15 });
  });

  it('logs out at 60 minutes', () => {
    expect(autoLogoutPhase(60 * MINUTE)).toEqual({ kind: 'expired' });
  });
});
