import { useCallback, useSyncExternalStore } from 'react';

/**
 * Below Tailwind's `sm` breakpoint (640 px): a phone held upright. Parts that take much height
 * (the system messages above every page) fold to one line each there (issue 26).
 */
export const SMALL_SCREEN_QUERY = '(max-width: 639.98px)';

/** Whether the media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
