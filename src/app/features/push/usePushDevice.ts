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

/** This browser's push state, read again after every change (`refresh`). */
export function usePushDevice(): PushDeviceState & { refresh: () => Promise<void> } {
  const [state, setState] = useState<PushDeviceState>({
    supported: pushSupported(),
    permission: pushPermission(),
    endpoint: null,
    known: false,
  });
  const refresh = useCallback(async () => {
    const subscription = await deviceSubscription().catch(() => null);
    setState({
      supported: pushSupported(),
      permission: pushPermission(),
      endpoint: subscription?.endpoint ?? null,
      known: true,
    });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { ...state, refresh };
}
