import { useCallback, useEffect, useState } from 'react';
import { deviceSubscription, pushPermission, pushSupported } from './pushDevice';

export interface PushDeviceState {
  supported: boolean;
  permission: NotificationPermission | null;
  /** This device's subscription endpoint; null when it has none. */
  endpoint: string | null;
  /** False until the browser answered. */
  known: boolean;
}

async function readState(): Promise<PushDeviceState> {
  const subscription = await deviceSubscription().catch(() => null);
  return {
    supported: pushSupported(),
    permission: pushPermission(),
    endpoint: subscription?.endpoint ?? null,
    known: true,
  };
}

/** This browser's push state, read again after every change (`refresh`). */
export function usePushDevice(): PushDeviceState & { refresh: () => Promise<void> } {
  // Read once: Chromium answers `Notification.permission` through the browser process.
  const [state, setState] = useState<PushDeviceState>(() => ({
    supported: pushSupported(),
    permission: pushPermission(),
    endpoint: null,
    known: false,
  }));
  const refresh = useCallback(async () => setState(await readState()), []);
  useEffect(() => {
    let current = true;
    void readState().then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, []);
  return { ...state, refresh };
}
