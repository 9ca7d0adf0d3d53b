/**
 * The server half of `npm run bench:import` (tests/benchmarks/importMemory.ts), a child process so
 * that the measured RSS and event loop are the server's alone, not the client's that makes and
 * sends the files.
 *
 * It builds the app on an in-memory PGlite with the demo laboratory (createTestApp; PGlite runs
 * inside this process, the harder case: the database's memory and CPU count as the server's), listens
 * on a free port and makes a `reports:import` token for the laboratory system. Per measured import:
 *   parent -> child  { type: 'start' }  the peak RSS is reset (Linux /proc/self/clear_refs, 5: the
 *                                       kernel's high-water mark VmHWM starts again from the current
 *                                       RSS), the event-loop delay histogram too
 *                                       (perf_hooks.monitorEventLoopDelay, 10 ms resolution);
 *   parent -> child  { type: 'stop' }   -> { type: 'measured', baselineRss, peakRss, maxDelayMs, p99DelayMs,
 *                                       maxGcMs } (the longest GC pause, from a PerformanceObserver)
 *   parent -> child  { type: 'close' }  -> the process exits.
 * Both are read in the kernel or libuv: a stalled loop cannot hide its own stall or a peak between
 * two samples.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { signIn } from '../../server/testing/session';
import { createTestApp } from '../../server/testing/testApp';
import { testDatabases } from '../../server/testing/testDatabases';

export type ParentMessage = { type: 'start' } | { type: 'stop' } | { type: 'close' };
export type ChildMessage =
  | { type: 'ready'; port: number; token: string }
  | {
      type: 'measured';
      baselineRss: number;
      peakRss: number;
      maxDelayMs: number;
      p99DelayMs: number;
      /** The longest garbage-collection pause meanwhile: a stall the import's own code did not make. */
      maxGcMs: number;
    }
  | { type: 'failed'; message: string };

const send = (message: ChildMessage) => process.send?.(message);

/** VmRSS or VmHWM of this process, in bytes. */
function statusBytes(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

async function main(): Promise<void> {
  const [database] = testDatabases({});
  if (!database) throw new Error('no test database');
  const t = await createTestApp(database);
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const admin = await signIn(t, 'admin');
  const token = (await admin.post('/api/tokens/create/LIS', { abilities: ['reports:import'] })).json<{
    plainTextToken: string;
  }>().plainTextToken;

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let baselineRss = 0;
  let maxGcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) maxGcMs = Math.max(maxGcMs, entry.duration);
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'start') {
      writeFileSync('/proc/self/clear_refs', '5');
      baselineRss = statusBytes('VmRSS');
      delay.reset();
      maxGcMs = 0;
    } else if (message.type === 'stop') {
      send({
        type: 'measured',
        baselineRss,
        peakRss: statusBytes('VmHWM'),
        maxDelayMs: delay.max / 1e6,
        p99DelayMs: delay.percentile(99) / 1e6,
        maxGcMs,
      });
    } else {
      void t.close().finally(() => process.exit(0));
    }
  });
  send({ type: 'ready', port: Number(new URL(address).port), token });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
