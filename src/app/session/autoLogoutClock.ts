import { AUTO_LOGOUT_MS, AUTO_LOGOUT_WARNING_MS } from '../../contract/constants';

/**
 * Spec §9 auto logout as a pure function of the idle time: a warning after 59 minutes with a
 * countdown, the logout at 60 minutes.
 */
export type AutoLogoutPhase =
  { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

export function autoLogoutPhase(idleMs: number): AutoLogoutPhase {
  if (idleMs >= AUTO_LOGOUT_MS) return { kind: 'expired' };
  if (idleMs >= AUTO_LOGOUT_WARNING_MS)
    return { kind: 'warning', secondsLeft: Math.ceil((AUTO_LOGOUT_MS - idleMs) / 1000) };
  return { kind: 'active' };
}

/** The events that count as activity (spec §9). */
export const ACTIVITY_EVENTS = ['click', 'mousedown', 'scroll', 'keypress', 'load'] as const;
