/**
 * Bench-only preload of `npm run bench:soak`, given to each portal process as
 * `node --import tsx --import tests/benchmarks/soakProbe.ts server/main.ts` (startPortal's
 * `nodeArgs`); nothing of it is in server/. It watches the process from inside: the event loop's
 * delay with `perf_hooks.monitorEventLoopDelay` (10 ms resolution) and the RSS once a second, and
 * every SOAK_PROBE_WINDOW_MS appends one JSON line (SoakProbeWindow) to
 * `$SOAK_PROBE_DIR/<pid>.jsonl`, then starts the next window. Without SOAK_PROBE_DIR it does
 * nothing. Its timers are unref'd: they never keep a stopping server alive.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface SoakProbeWindow {
  pid: number;
  /** When the window ended (epoch ms). */
  at: number;
  /** Event-loop delay over the window, ms. */
  p50: number;
  p99: number;
  max: number;
  /** RSS over the window (one sample a second), MB. */
  rssMedianMb: number;
  rssMaxMb: number;
}

const RESOLUTION_MS = 10;
const RSS_SAMPLE_MS = 1_000;
const NS_PER_MS = 1e6;
const MB = 1024 * 1024;

const directory = process.env.SOAK_PROBE_DIR;
if (directory) {
  const windowMs = Number(process.env.SOAK_PROBE_WINDOW_MS ?? 60_000);
  const file = join(directory, `${process.pid}.jsonl`);
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let rss: number[] = [];
  setInterval(() => rss.push(process.memoryUsage.rss() / MB), RSS_SAMPLE_MS).unref();
  setInterval(() => {
    const sorted = [...rss].sort((a, b) => a - b);
    const line: SoakProbeWindow = {
      pid: process.pid,
      at: Date.now(),
      p50: histogram.percentile(50) / NS_PER_MS,
      p99: histogram.percentile(99) / NS_PER_MS,
      max: histogram.max / NS_PER_MS,
      rssMedianMb: sorted[Math.floor(sorted.length / 2)] ?? process.memoryUsage.rss() / MB,
      rssMaxMb: sorted.at(-1) ?? process.memoryUsage.rss() / MB,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    histogram.reset();
    rss = [];
  }, windowMs).unref();
}
