/**
 * The start both device benchmarks share (bench:devices, bench:soak): the device doctors seeded,
 * the fleet signed in, bootstrapped and subscribed round robin over the instances, and labor
 * signed in for the uploads. A device that fails to start fails the run.
 */
import type { ChaosOptions } from './deviceChaos';
import { DeliveryTracker } from './devicesDeliveries';
import { startFleet } from './devicesFleet';
import { BenchRecorder } from './devicesRecorder';
import { deviceAccount, seedDeviceDoctors } from './devicesSeed';
import { signInDevice } from './deviceSession';
import { deviceSourceAddress } from './deviceSocket';

const DEVICE_PASSWORD = 'Demo#Arzt2026';
const LABOR_PASSWORD = 'Demo#Labor2026';

export interface DeviceInstances {
  databaseUrl: string;
  pusherKey: string;
  portals: readonly { url: string }[];
}

export interface DevicesStartOptions {
  devices: number;
  /** Worker processes; default one per DEVICES_PER_WORKER devices. */
  workers: number | undefined;
  writeEveryMs: number;
  signInConcurrency: number;
  chaos?: ChaosOptions;
}

export async function startDevices(instances: DeviceInstances, options: DevicesStartOptions) {
  await seedDeviceDoctors(instances.databaseUrl, options.devices);
  const baseUrls = instances.portals.map((portal) => portal.url);
  const recorder = new BenchRecorder();
  const deliveries = new DeliveryTracker(recorder);
  const accounts = Array.from({ length: options.devices }, (_, index) => deviceAccount(index));
  const started = performance.now();
  const fleet = await startFleet({
    devices: accounts.map((account, index) => ({
      username: account.username,
      baseUrl: baseUrls[index % baseUrls.length] ?? '',
      localAddress: deviceSourceAddress(index),
    })),
    workers: options.workers,
    password: DEVICE_PASSWORD,
    pusherKey: instances.pusherKey,
    writeEveryMs: options.writeEveryMs,
    signInConcurrency: options.signInConcurrency,
    ...(options.chaos ? { chaos: options.chaos } : {}),
    recorder,
    deliveries,
  });
  const startupS = (performance.now() - started) / 1000;
  if (fleet.startupErrors.length > 0) {
    await fleet.kill();
    throw new Error(`start-up failed: ${fleet.startupErrors.join('; ')}`);
  }
  const labor = await signInDevice(baseUrls[0] ?? '', 'labor', LABOR_PASSWORD, recorder);
  return { fleet, recorder, deliveries, baseUrls, accounts, labor, startupS };
}
