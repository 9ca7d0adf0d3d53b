import type { Clock } from '../Clock';

interface Timer {
  at: number;
  order: number;
  fn: () => void;
}

/** A clock that moves only when the test says so. */
export class FakeClock implements Clock {
  private time: number;
  private timers: Timer[] = [];
  private order = 0;

  constructor(start = 1_700_000_000_000) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  schedule(fn: () => void, ms: number): () => void {
    const timer: Timer = { at: this.time + ms, order: this.order++, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((other) => other !== timer);
    };
  }

  /** Delays of the waiting timers from now, soonest first. */
  pendingDelays(): number[] {
    return this.timers.map((timer) => timer.at - this.time).sort((a, b) => a - b);
  }

  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers
        .filter((timer) => timer.at <= until)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = until;
  }
}
