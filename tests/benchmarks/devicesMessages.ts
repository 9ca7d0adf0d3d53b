/**
 * What the parent of `bench:devices` / `bench:soak` (devicesFleet.ts) and its device worker
 * processes (devicesWorker.ts) say to each other over the fork's IPC channel.
 */
import type { ChaosOptions } from './deviceChaos';
import type { ActionKind } from './deviceOutbox';
import type { RecorderCounts, RecorderSnapshot } from './devicesRecorder';

export interface DeviceSpec {
  username: string;
  baseUrl: string;
  localAddress: string;
}

/** One outbox action a device made, for the check in PostgreSQL (devicesLedger.ts). */
export interface LedgerEntry {
  username: string;
  kind: ActionKind;
  key: string;
  uuid: string | null;
  reportId: number | null;
}

export type ToWorker =
  | {
      type: 'start';
      devices: DeviceSpec[];
      password: string;
      pusherKey: string;
      writeEveryMs: number;
      signInConcurrency: number;
      chaos: ChaosOptions | null;
    }
  | { type: 'run' }
  | { type: 'stop' };

export type FromWorker =
  | { type: 'started'; errors: string[] }
  | { type: 'received'; reportId: number; at: number }
  | { type: 'counts'; counts: RecorderCounts; offline: number; wentOffline: number }
  | { type: 'stopped'; snapshot: RecorderSnapshot; ledger: LedgerEntry[]; resent: number };
