/**
 * The IPC messages of `npm run bench:ws` (wsBroadcast.ts): between the parent and its two server
 * children (the portal, wsBenchServer.ts, and the bare `ws` server, wsBareServer.ts, which speak the
 * same server protocol) and between the parent and its client workers (wsBenchClients.ts).
 * Times are milliseconds on the machine's monotonic clock (`monotonicMs`), the same in every process.
 */

/** The two servers measured side by side. */
export type Target = 'portal' | 'bare';

/** CLOCK_MONOTONIC in ms: comparable across the processes of one machine, unlike performance.now(). */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export const BENCH_CHANNEL = 'Benchmark.Broadcast';
export const BENCH_EVENT = 'BenchmarkTick';

// ---- parent <-> server child --------------------------------------------------------------------

export type ServerRequest = { type: 'usage'; gc: boolean } | { type: 'close' };

export type ServerMessage =
  | {
      type: 'ready';
      port: number;
      /** Where the parent POSTs an event: the trigger API (signed) or the bare server's route. */
      triggerPath: string;
      appUrl: string;
      credentials: { appId: string; key: string; secret: string };
      gcExposed: boolean;
      /** File descriptors the process holds before any client connects. */
      openFds: number;
    }
  | { type: 'usage'; memory: NodeJS.MemoryUsage; cpu: NodeJS.CpuUsage; connections: number }
  | { type: 'closed' };

// ---- parent <-> client worker -------------------------------------------------------------------

export type WorkerRequest =
  | {
      type: 'open';
      target: Target;
      /** The websocket URL; the portal's clients speak protocol 7, the bare server's just connect. */
      url: string;
      origin: string;
      count: number;
      batch: number;
      /** Source addresses (127.0.0.x) used in turn, so that no single one runs out of ports. */
      localAddresses: string[];
    }
  | { type: 'collect' }
  | { type: 'close' };

export type WorkerMessage =
  | { type: 'opened'; target: Target; total: number }
  | { type: 'failed'; error: string }
  /** Every client of this worker on `target` has the round's event; `last` is the slowest (ms). */
  | { type: 'delivered'; target: Target; round: number; last: number }
  /** Every latency (ms) measured since the last collect, per target. */
  | { type: 'latencies'; portal: Float64Array; bare: Float64Array };
