/**
 * The push calls of issue 29: online writes, like the second factor's setup (a subscription exists
 * only where the browser's push service answered). The devices' list arrives through the mirror.
 */
import type { Locale } from '../../../contract/constants';
import type { PushKind } from '../../../contract/push';
import { ensureCsrfCookie } from '../../api/csrf';
import { request } from '../../api/http';
import { deviceSubscription, subscribeDevice } from './pushDevice';

/** A name for the device in the list of devices: the browser and platform, nothing personal. */
function deviceLabel(): string {
  const agent = navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const platform = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return [browser, platform].filter(Boolean).join(' · ');
}

/** Turns push on for this device with the chosen kinds, in the interface's language. */
export async function enablePush(kinds: PushKind[], language: Locale): Promise<void> {
  const subscription = await subscribeDevice();
  await ensureCsrfCookie();
  await request('/api/push/subscriptions', {
    method: 'POST',
    body: {
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      kinds,
      language,
      device_label: deviceLabel(),
    },
  });
}

/** Turns push off for this device: the server forgets it, then the browser drops the subscription. */
export async function disablePush(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await ensureCsrfCookie();
  await request('/api/push/subscriptions/remove', {
    method: 'POST',
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}

export async function updatePushKinds(id: number, kinds: PushKind[]): Promise<void> {
  await ensureCsrfCookie();
  await request(`/api/push/subscriptions/${id}`, { method: 'PUT', body: { kinds } });
}

export async function removePushDevice(id: number): Promise<void> {
  await ensureCsrfCookie();
  await request(`/api/push/subscriptions/${id}`, { method: 'DELETE' });
}
