import type { Workbox } from 'workbox-window';
import { atom } from 'jotai';
import { SW_UPDATE_CHECK_MS } from '../../contract/constants';
import { appStore } from '../notifications/notificationStore';
import { checkForUpdate } from './updateCheck';

/**
 * Registers the service worker and checks for a new version every 5 s (spec §1, §9). A new
 * version waits until the user accepts the reload, so nobody loses a half-filled form.
 * workbox-window is loaded when the worker is registered, not with the entry: the login route's
 * first JavaScript stays within its budget (docs/benchmarks.md, bench:bundle).
 */
export const updateAvailableAtom = atom(false);

let workbox: Workbox | null = null;
/** Set when the user accepted the update; the new worker taking control then reloads the page. */
let reloadWhenControlling = false;

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Not loaded (the server went away since the page loaded): the app works without a worker until the next load.
  const loaded = await import('workbox-window').catch(() => null);
  if (!loaded) return;
  workbox = new loaded.Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => appStore.set(updateAvailableAtom, true));
  workbox.addEventListener('controlling', () => {
    if (reloadWhenControlling) window.location.reload();
  });
  const registered = workbox;
  void registered.register().then(
    () => {
      setInterval(
        () =>
          void checkForUpdate(
            () => registered.update(),
            () => navigator.onLine,
          ),
        SW_UPDATE_CHECK_MS,
      );
    },
    // The first visit while the server is down: the app works without a worker until the next load.
    () => undefined,
  );
}

/** Lets the waiting worker take over; the 'controlling' event then reloads the page. */
export function applyUpdate(): void {
  reloadWhenControlling = true;
  workbox?.messageSkipWaiting();
}
