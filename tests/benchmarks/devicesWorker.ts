/**
 * A worker process of `bench:devices` / `bench:soak` (forked by devicesFleet.ts): it runs its share
 * of the devices on its own event loop, so that a thousand and more clients are not one saturated
 * loop, and answers the parent over IPC (devicesMessages.ts): 'started' after every device signed
 * in, bootstrapped and subscribed, the reports its pulls brought as they come (the hint-to-pull
 * delay is measured in the parent, which made the uploads), running counts every
 * COUNTS_EVERY_MS, and on 'stop' its recorder's figures and every outbox action its devices made.
 */
import { Device } from './device';
import { startChaos } from './deviceChaos';
import type { FromWorker, LedgerEntry, ToWorker } from './devicesMessages';
import { BenchRecorder } from './devicesRecorder';

const COUNTS_EVERY_MS = 5_000;

const send = (message: FromWorker) => process.send?.(message);

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const recorder = new BenchRecorder();
let devices: Device[] = [];
let chaos: ReturnType<typeof startChaos> | undefined;
let chaosOptions: Extract<ToWorker, { type: 'start' }>['chaos'] = null;
let countsTimer: NodeJS.Timeout | undefined;

const sendCounts = () =>
  send({
    type: 'counts',
    counts: recorder.counts(),
    offline: chaos?.offline ?? 0,
    wentOffline: chaos?.wentOffline ?? 0,
  });

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case 'start': {
      chaosOptions = message.chaos;
      devices = message.devices.map(
        (spec) =>
          new Device({
            ...spec,
            password: message.password,
            pusherKey: message.pusherKey,
            recorder,
            writeEveryMs: message.writeEveryMs,
            onReceived: (reportId, at) => send({ type: 'received', reportId, at }),
          }),
      );
      await inBatches(devices, message.signInConcurrency, (device) =>
        device.start().catch(() => {
          // Recorded by the session or the socket.
        }),
      );
      send({ type: 'started', errors: [...recorder.errorSummary(), ...recorder.disconnectSummary()] });
      return;
    }
    case 'run':
      recorder.phase = 'measured';
      for (const device of devices) device.run();
      if (chaosOptions) chaos = startChaos(devices, chaosOptions);
      countsTimer = setInterval(sendCounts, COUNTS_EVERY_MS);
      return;
    case 'stop': {
      chaos?.stop();
      clearInterval(countsTimer);
      // The drain after the run (every device online, its outbox emptied, one last pull) checks
      // what was lost; its errors count, its times are not the load's.
      recorder.phase = 'drain';
      await Promise.all(devices.map((device) => device.stop()));
      sendCounts();
      const ledger: LedgerEntry[] = devices.flatMap((device) =>
        device.outbox.made.map((action) => ({
          username: device.username,
          kind: action.kind,
          key: action.key,
          uuid: action.uuid ?? null,
          reportId: action.reportId ?? null,
        })),
      );
      const resent = devices.reduce((sum, device) => sum + device.outbox.resent, 0);
      send({ type: 'stopped', snapshot: recorder.snapshot(), ledger, resent });
      return;
    }
  }
}

process.on('message', (message: ToWorker) => {
  handle(message).catch((error: unknown) => {
    recorder.error(`worker: ${error instanceof Error ? error.message : String(error)}`);
  });
});
// The parent gone (it ended or crashed): nothing left to report to.
process.on('disconnect', () => process.exit(0));
