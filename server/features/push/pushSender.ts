/**
 * Sends pushes in the background (issue 29): a write that caused a notification has committed
 * already and never waits for a push service, nor fails because of one. At most
 * PUSH_SEND_CONCURRENCY requests are under way, each given up after PUSH_SEND_TIMEOUT_MS. A push
 * service answering 404 or 410 says the subscription is gone: it is deleted (and its owner's devices
 * told). Other failures are logged by endpoint host and status only; the push is not retried (the
 * notification is in the bell, and a critical result escalates by phone anyway).
 */
import webpush from 'web-push';
import {
  PUSH_SEND_CONCURRENCY,
  PUSH_SEND_TIMEOUT_MS,
  PUSH_TTL_SECONDS,
} from '../../../src/contract/constants';
import { PushKind, type PushPayload } from '../../../src/contract/push';
import type { VapidKeys } from '../../platform/config/vapidKeys';
import type { AppDb } from '../../platform/db/database';
import type { PushSubscriptionRow } from '../../platform/db/schema';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { removeSubscriptions } from './pushSubscriptions';

export interface PushDelivery {
  subscription: PushSubscriptionRow & { ownerUuid: string };
  payload: PushPayload;
}

export interface PushSenderLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PushSender {
  send(delivery: PushDelivery): void;
  /** Resolves when nothing is queued or under way (tests; closing the app). */
  idle(): Promise<void>;
}

/** The push service said the subscription no longer exists (RFC 8030 §7.3). */
const GONE = new Set([404, 410]);

/**
 * One push: web-push encrypts the payload for the device and signs the VAPID header; the request
 * itself goes by fetch, which bounds the whole exchange (web-push's own timeout is a socket idle
 * timeout) and also reaches the developer tools' plain-http loopback push service.
 */
async function post(delivery: PushDelivery, vapid: VapidKeys, timeoutMs: number): Promise<number> {
  const { subscription, payload } = delivery;
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: payload.kind === PushKind.critical ? 'high' : 'normal',
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  return response.status;
}

export function createPushSender({
  db,
  vapid,
  log,
  concurrency = PUSH_SEND_CONCURRENCY,
  timeoutMs = PUSH_SEND_TIMEOUT_MS,
}: {
  db: AppDb;
  vapid: VapidKeys;
  log: PushSenderLog;
  concurrency?: number;
  timeoutMs?: number;
}): PushSender {
  const queue: PushDelivery[] = [];
  let active = 0;
  let waiters: (() => void)[] = [];

  async function deliver(delivery: PushDelivery): Promise<void> {
    const { subscription } = delivery;
    let status: number | undefined;
    try {
      status = await post(delivery, vapid, timeoutMs);
    } catch (error) {
      log.info({ pushService: new URL(subscription.endpoint).host, err: error }, 'push not delivered');
      return;
    }
    if (GONE.has(status)) {
      const owner = { id: subscription.userId, uuid: subscription.ownerUuid };
      await writeWithChanges(db, (tx, emit) => removeSubscriptions(tx, emit, owner, { id: subscription.id }));
    } else if (status >= 300) {
      log.info({ pushService: new URL(subscription.endpoint).host, status }, 'push not delivered');
    }
  }

  function next(): void {
    while (active < concurrency && queue.length > 0) {
      const delivery = queue.shift();
      if (!delivery) break;
      active += 1;
      deliver(delivery)
        .catch((error: unknown) => log.error({ err: error }, 'push: removing a gone subscription failed'))
        .finally(() => {
          active -= 1;
          next();
        });
    }
    if (active === 0 && queue.length === 0) {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    }
  }

  return {
    send(delivery) {
      queue.push(delivery);
      next();
    },
    idle() {
      if (active === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
