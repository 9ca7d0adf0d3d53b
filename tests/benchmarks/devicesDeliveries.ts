/**
 * The hint-to-pull delay of `npm run bench:devices`: from the answer to a staff upload (the report
 * is committed by then) to the answer of the pull that brings it to the doctor's device. The hint
 * may reach the device, and its pull be answered, before the upload's own answer reaches staff;
 * such a delivery counts as 0 ms. An upload that no device has pulled when the run ends is an
 * error. Times are epochMs(): the devices run in worker processes, whose performance.now() starts
 * elsewhere than the parent's.
 */
import type { BenchRecorder } from './devicesRecorder';

/** Milliseconds since the epoch, sub-millisecond, comparable across processes of one machine. */
export const epochMs = () => performance.timeOrigin + performance.now();

export class DeliveryTracker {
  private readonly uploadedAt = new Map<number, number>();
  private readonly receivedEarly = new Map<number, number>();

  constructor(private readonly recorder: BenchRecorder) {}

  uploaded(reportId: number, at: number): void {
    const early = this.receivedEarly.get(reportId);
    if (early !== undefined) {
      this.receivedEarly.delete(reportId);
      this.recorder.delivered(Math.max(0, early - at));
    } else this.uploadedAt.set(reportId, at);
  }

  /** A device's pull answered a report it did not know. */
  received(reportId: number, at: number): void {
    const uploaded = this.uploadedAt.get(reportId);
    if (uploaded === undefined) {
      this.receivedEarly.set(reportId, at);
      return;
    }
    this.uploadedAt.delete(reportId);
    this.recorder.delivered(Math.max(0, at - uploaded));
  }

  /** Uploads not yet pulled by their device. */
  get pending(): number {
    return this.uploadedAt.size;
  }
}
