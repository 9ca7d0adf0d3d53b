import { ACTIVITY_EVENTS } from './autoLogoutClock';

/**
 * When the user last did something in this document (spec §9's inactivity), kept outside the
 * signed-in layout: a remount of the layout is no activity. (A browser test of 2026-11-30 saw the
 * layout removed and added again right after a 59-minute idle jump of the clock; the new
 * AutoLogout started a fresh idle time and the warning never came.) The listeners run from the
 * app's start, so loading the app and the sign-in's own clicks and keys count as activity. While
 * the countdown shows, activity does not end it: only 'stay signed in' does (restartIdleTime).
 */
let lastActivityAt = Date.now();
let countingDown = false;

function noteActivity(): void {
  if (!countingDown) lastActivityAt = Date.now();
}

if (typeof window !== 'undefined') {
  ACTIVITY_EVENTS.forEach((event) => window.addEventListener(event, noteActivity, { passive: true }));
}

/** Milliseconds since the last activity. */
export const idleMs = (): number => Date.now() - lastActivityAt;

/** While the countdown shows, activity events are ignored. */
export function setCountingDown(value: boolean): void {
  countingDown = value;
}

/** 'Stay signed in', and a new start after a logout: the idle time begins now. */
export function restartIdleTime(): void {
  countingDown = false;
  lastActivityAt = Date.now();
}
