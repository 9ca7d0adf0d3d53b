/**
 * The server's notion of "now", injected into buildApp. Session idle timeouts, link expiry, rate
 * limits and TOTP steps all read it, so tests can jump an hour ahead instead of waiting.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
