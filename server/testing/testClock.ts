/** A clock tests move by hand: sessions idle out, links expire and TOTP steps pass on command. */
import type { Clock } from '../platform/time/clock';

export class TestClock {
  private ms: number;

  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }

  readonly now: Clock = () => new Date(this.ms);

  advance(ms: number): void {
    this.ms += ms;
  }
}
