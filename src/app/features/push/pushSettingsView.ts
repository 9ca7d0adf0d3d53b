import { PUSH_KINDS, type PushKind } from '../../../contract/push';
import type { PushSubscriptionRow } from '../../../db/rows';
import type { PushDeviceState } from './usePushDevice';

/** What the account's push tab shows; decided here, rendered by AccountPushPage. */
export interface PushSettingsView {
  /** Why the switch cannot be used, or null. */
  blocker: 'unsupported' | 'denied' | 'offline' | null;
  /** This device's subscription as the server has it (mirrored), or null when push is off here. */
  thisDevice: PushSubscriptionRow | null;
  /** The kinds the checkboxes start with: this device's, else all. */
  kinds: PushKind[];
  /** The user's other devices, newest first. */
  otherDevices: PushSubscriptionRow[];
}

export function pushSettingsView(
  device: PushDeviceState,
  subscriptions: readonly PushSubscriptionRow[],
  online: boolean,
): PushSettingsView {
  const thisDevice = subscriptions.find((row) => row.endpoint === device.endpoint) ?? null;
  const blocker = !device.supported
    ? 'unsupported'
    : device.permission === 'denied'
      ? 'denied'
      : !online
        ? 'offline'
        : null;
  return {
    blocker,
    thisDevice,
    kinds: thisDevice ? [...thisDevice.kinds] : [...PUSH_KINDS],
    otherDevices: subscriptions
      .filter((row) => row !== thisDevice)
      .sort((a, b) => b.created_at.localeCompare(a.created_at)),
  };
}
