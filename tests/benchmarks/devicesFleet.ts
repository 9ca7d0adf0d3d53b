/**
 * The devices of `bench:devices` and `bench:soak`, in worker processes (devicesWorker.ts, forked
 * with tsx): `workers` processes (default one per DEVICES_PER_WORKER devices), device i on worker
 * i mod workers, so each worker's devices spread over the instances and the source addresses as
 * before. The parent keeps the DeliveryTracker (its uploads and the workers' 'received' messages
 * meet there, in epochMs()) and merges the workers' figures when they stop.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { ChaosOptions } from './deviceChaos';
import type { DeliveryTracker } from './devicesDeliveries';
import type { DeviceSpec, FromWorker, LedgerEntry, ToWorker } from './devicesMessages';
import type { BenchRecorder, RecorderCounts } from './devicesRecorder';

export const DEVICES_PER_WORKER = 500;
const WORKER_PATH = new URL('./devicesWorker.ts', import.meta.url);

export interface FleetOptions {
  devices: DeviceSpec[];
  workers?: number;
  password: string;
  pusherKey: string;
  writeEveryMs: number;
  /** For all workers together. */
  signInConcurrency: number;
  chaos?: ChaosOptions;
  recorder: BenchRecorder;
  deliveries: DeliveryTracker;
}

export interface FleetCounts extends RecorderCounts {
  offline: number;
  wentOffline: number;
}

type Worker = {
  child: ChildProcess;
  counts: FleetCounts;
  waiting: Map<string, (message: FromWorker) => void>;
};

export async function startFleet(options: FleetOptions) {
  const count = Math.max(
    1,
    Math.min(
      options.devices.length,
      options.workers ?? Math.ceil(options.devices.length / DEVICES_PER_WORKER),
    ),
  );
  const shares = Array.from({ length: count }, (_, worker) =>
    options.devices.filter((_, index) => index % count === worker),
  );
  const workers: Worker[] = shares.map(() => {
    const child = fork(WORKER_PATH, [], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
    const worker: Worker = {
      child,
      counts: { requests: 0, errors: 0, disconnects: 0, offline: 0, wentOffline: 0 },
      waiting: new Map(),
    };
    child.on('message', (message: FromWorker) => {
      if (message.type === 'received') options.deliveries.received(message.reportId, message.at);
      else if (message.type === 'counts')
        worker.counts = { ...message.counts, offline: message.offline, wentOffline: message.wentOffline };
      const resolve = worker.waiting.get(message.type);
      worker.waiting.delete(message.type);
      resolve?.(message);
    });
    child.on('exit', (code) => {
      if (code !== 0) options.recorder.error(`a device worker exited with ${code}`);
      for (const resolve of worker.waiting.values()) resolve({ type: 'started', errors: ['worker exited'] });
      worker.waiting.clear();
    });
    return worker;
  });
  const ask = <T extends FromWorker['type']>(worker: Worker, message: ToWorker, answer: T) =>
    new Promise<Extract<FromWorker, { type: T }>>((resolve) => {
      worker.waiting.set(answer, resolve as (message: FromWorker) => void);
      worker.child.send(message);
    });

  const perWorkerConcurrency = Math.max(1, Math.round(options.signInConcurrency / count));
  const started = await Promise.all(
    workers.map((worker, index) =>
      ask(
        worker,
        {
          type: 'start',
          devices: shares[index] ?? [],
          password: options.password,
          pusherKey: options.pusherKey,
          writeEveryMs: options.writeEveryMs,
          signInConcurrency: perWorkerConcurrency,
          chaos: options.chaos ?? null,
        },
        'started',
      ),
    ),
  );
  const startupErrors = started.flatMap((message) => message.errors);

  return {
    workers: count,
    startupErrors,
    run(): void {
      for (const worker of workers) worker.child.send({ type: 'run' } satisfies ToWorker);
    },
    /** The workers' latest running counts, summed. */
    counts(): FleetCounts {
      const total: FleetCounts = { requests: 0, errors: 0, disconnects: 0, offline: 0, wentOffline: 0 };
      for (const { counts } of workers)
        for (const key of Object.keys(total) as (keyof FleetCounts)[]) total[key] += counts[key];
      return total;
    },
    /** Stops every device (each empties its outbox first), merges the figures, ends the workers. */
    async stop(): Promise<{ ledger: LedgerEntry[]; resent: number }> {
      const stopped = await Promise.all(workers.map((worker) => ask(worker, { type: 'stop' }, 'stopped')));
      const ledger: LedgerEntry[] = [];
      let resent = 0;
      for (const message of stopped) {
        if (message.type !== 'stopped') {
          // Its devices' actions are unknown: the ledger check cannot vouch for them.
          options.recorder.error('a device worker ended before it reported');
          continue;
        }
        options.recorder.merge(message.snapshot);
        for (const entry of message.ledger) ledger.push(entry);
        resent += message.resent;
      }
      await Promise.all(workers.map((worker) => end(worker.child)));
      return { ledger, resent };
    },
    /** Ends the workers without their figures (a failed start-up). */
    async kill(): Promise<void> {
      await Promise.all(workers.map((worker) => end(worker.child)));
    },
  };
}

function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.disconnect();
  return exited;
}
