import { Workbox } from 'workbox-window';
import { atom } from 'jotai';
import { SW_UPDATE_CHECK_MS } from '../../contract/constants';
import { appStore } from '../notifications/notificationStore';
import { checkForUpdate } from './updateCheck';

/**
 * Registers the service worker and checks for a new version every 5 s (spec §1, §9). A new
 * version waits until the user accepts the reload, so nobody loses a half-filled form.
 */
export const updateAvailableAtom = atom(false);

let workbox: Workbox | null = null;
/** Set when the user accepted the update; the new worker taking control then reloads the page. */
let reloadWhenControlling = false;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
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
