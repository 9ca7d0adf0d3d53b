/**
 * What one run of `npm run bench:devices` measures: request times by kind, the hint-to-pull delays
 * and the errors. Times count only while `measuring` (after every device has signed in,
 * bootstrapped and subscribed): the start-up is reported apart, as it happens once per device.
 * Errors count always: any error fails the benchmark.
 */
export const RequestKind = {
  signIn: 'signIn',
  bootstrap: 'bootstrap',
  channelAuth: 'channelAuth',
  pull: 'pull',
  write: 'write',
  upload: 'upload',
} as const;
export type RequestKind = (typeof RequestKind)[keyof typeof RequestKind];

export interface Percentiles {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

const ERRORS_KEPT = 20;

export class BenchRecorder {
  measuring = false;
  private readonly times = new Map<RequestKind, number[]>();
  private readonly hintToPull: number[] = [];
  private readonly errorMessages = new Map<string, number>();
  private errorCount = 0;

  request(kind: RequestKind, ms: number): void {
    if (!this.measuring) return;
    const list = this.times.get(kind) ?? [];
    list.push(ms);
    this.times.set(kind, list);
  }

  /** From the upload's answer (its commit) to the answer of the device's pull that contains it. */
  delivered(ms: number): void {
    this.hintToPull.push(ms);
  }

  error(message: string): void {
    this.errorCount += 1;
    if (this.errorMessages.size < ERRORS_KEPT || this.errorMessages.has(message))
      this.errorMessages.set(message, (this.errorMessages.get(message) ?? 0) + 1);
  }

  get errors(): number {
    return this.errorCount;
  }

  errorSummary(): string[] {
    return [...this.errorMessages].map(([message, count]) => `${count} x ${message}`);
  }

  of(kind: RequestKind): Percentiles {
    return percentiles(this.times.get(kind) ?? []);
  }

  /** Requests of every kind while measuring. */
  requestCount(): number {
    let total = 0;
    for (const list of this.times.values()) total += list.length;
    return total;
  }

  deliveries(): Percentiles {
    return percentiles(this.hintToPull);
  }
}
