/**
 * The soak's chaos mix of offline and online clients (docs/decisions.md §33): each device, on its
 * own clock, stays online for an exponentially distributed time (mean `onlineMeanMs`), goes
 * offline (Device.goOffline: socket closed, requests stop, writes queue), stays offline for an
 * exponentially distributed time (mean `offlineMeanMs`, at most `offlineMaxMs`) and comes back
 * (Device.goOnline: reconnect, replay, pull). Independent devices, so at any moment about
 * offlineMean / (onlineMean + offlineMean) of them are offline, and transitions arrive as a
 * Poisson stream rather than all at once.
 */
import type { Device } from './device';

export interface ChaosOptions {
  onlineMeanMs: number;
  offlineMeanMs: number;
  offlineMaxMs: number;
}

const exponential = (mean: number) => -Math.log(1 - Math.random()) * mean;

export function startChaos(devices: readonly Device[], options: ChaosOptions) {
  const timers = new Map<Device, NodeJS.Timeout>();
  let stopped = false;
  let wentOffline = 0;
  const cycle = (device: Device) => {
    timers.set(
      device,
      setTimeout(() => {
        if (stopped) return;
        device.goOffline();
        wentOffline += 1;
        const offlineMs = Math.min(options.offlineMaxMs, exponential(options.offlineMeanMs));
        timers.set(
          device,
          setTimeout(() => {
            if (stopped) return;
            device.goOnline();
            cycle(device);
          }, offlineMs),
        );
      }, exponential(options.onlineMeanMs)),
    );
  };
  for (const device of devices) cycle(device);
  return {
    /** Devices offline right now. */
    get offline(): number {
      return devices.filter((device) => !device.online).length;
    },
    /** Offline periods begun so far. */
    get wentOffline(): number {
      return wentOffline;
    },
    stop(): void {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
