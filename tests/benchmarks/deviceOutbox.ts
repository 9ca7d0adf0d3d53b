/**
 * A simulated device's outbox, as src/sync/outbox.ts and replayOutbox.ts keep it: every write is
 * queued first with its Idempotency-Key (a uuid made when the action is made), then sent one at a
 * time in order. A row whose request got no answer (DeviceNetworkError: offline, an instance
 * restarted) or an answer the app retries (5xx, 408, 429; the session still records those as
 * errors of the run) stays and is sent again later under the same key, so the server answers a
 * write that did arrive with its stored response instead of acting twice. A row the server refuses
 * (another status) is an error of the run and leaves the queue, as a rejected row leaves the app's
 * replay for the user to decide.
 *
 * Every action made is kept in `made`: devicesLedger.ts checks in PostgreSQL that each exists
 * exactly once.
 */
import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/sync';
import { RequestKind } from './devicesRecorder';
import { DeviceHttpError, DeviceNetworkError, type DeviceSession } from './deviceSession';

/** What the app's replay tries again (src/sync/replayOutbox.ts ReplayOutcome.retry): 5xx, 408, 429. */
const retried = (status: number) => status >= 500 || status === 408 || status === 429;

export const ActionKind = {
  question: 'question',
  followUp: 'followUp',
  ticketAnswer: 'ticketAnswer',
  acknowledge: 'acknowledge',
  read: 'read',
  order: 'order',
} as const;
export type ActionKind = (typeof ActionKind)[keyof typeof ActionKind];

export interface OutboxAction {
  kind: ActionKind;
  method: string;
  path: string;
  body?: unknown;
  /** The Idempotency-Key. */
  key: string;
  /** The uuid of the row the action creates (question, follow-up, ticket answer, order). */
  uuid?: string;
  /** The report an acknowledgement or a read mark is about. */
  reportId?: number;
}

export class DeviceOutbox {
  readonly made: OutboxAction[] = [];
  private readonly queue: OutboxAction[] = [];
  private replaying: Promise<void> | undefined;
  /** Sends that left their row queued (no answer, or an answer the app retries). */
  resent = 0;

  get pending(): number {
    return this.queue.length;
  }

  enqueue(action: OutboxAction): void {
    this.made.push(action);
    this.queue.push(action);
  }

  /** Sends the queued rows in order; stops at the first without an answer (it stays first). */
  replay(session: DeviceSession): Promise<void> {
    this.replaying ??= this.sendAll(session).finally(() => (this.replaying = undefined));
    return this.replaying;
  }

  private async sendAll(session: DeviceSession): Promise<void> {
    for (let row = this.queue[0]; row; row = this.queue[0]) {
      try {
        const response = await session.call(RequestKind.write, row.method, row.path, {
          body: row.body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: row.key },
        });
        await response.body?.cancel();
      } catch (error) {
        if (
          error instanceof DeviceNetworkError ||
          (error instanceof DeviceHttpError && retried(error.status))
        ) {
          this.resent += 1;
          return;
        }
        // Refused: recorded by the session as an error of the run.
      }
      this.queue.shift();
    }
  }
}
