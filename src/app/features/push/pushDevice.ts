/**
 * This browser's side of Web Push (issue 29): whether it can receive pushes, its permission, and
 * its PushSubscription at the service worker's push manager. A subscription made here is sent to
 * the server (pushApi.ts); the server knows it by its endpoint.
 */
import { publicConfigSchema } from '../../../contract/publicConfig';
import { request } from '../../api/http';

/** Why push cannot be turned on here. */
export const PushBlocker = {
  unsupported: 'unsupported',
  denied: 'denied',
  unavailable: 'unavailable',
} as const;
export type PushBlocker = (typeof PushBlocker)[keyof typeof PushBlocker];

export class PushBlockedError extends Error {
  constructor(readonly blocker: PushBlocker) {
    super(`push ${blocker}`);
    this.name = 'PushBlockedError';
  }
}

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

export const pushPermission = (): NotificationPermission | null =>
  pushSupported() ? Notification.permission : null;

/** The service worker's registration, or null where none is (the dev server, a test). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's current push subscription, if any. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** The server's application server key (VAPID public key) from `GET /api/config`; null: push is off there. */
async function applicationServerKey(): Promise<string | null> {
  const config = publicConfigSchema.parse(await request('/api/config'));
  return config.vapidPublicKey ?? null;
}

const base64UrlOf = (buffer: ArrayBuffer | null): string | null =>
  buffer === null
    ? null
    : btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');

/**
 * Asks for the permission (once: the browser remembers the answer) and subscribes at the push
 * service with the server's key; a subscription made for another key (the server's keys were
 * renewed) is replaced.
 */
export async function subscribeDevice(): Promise<PushSubscriptionJSON> {
  const registered = await registration();
  if (!registered) throw new PushBlockedError(PushBlocker.unsupported);
  const key = await applicationServerKey();
  if (!key) throw new PushBlockedError(PushBlocker.unavailable);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushBlockedError(PushBlocker.denied);
  const existing = await registered.pushManager.getSubscription();
  if (existing && base64UrlOf(existing.options.applicationServerKey) === key) return existing.toJSON();
  await existing?.unsubscribe();
  const created = await registered.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return created.toJSON();
}
