import { useSyncExternalStore } from 'react';

/**
 * Whether the screen is wide enough for the lists' tables (issue 11: at 390 px the tables ran off
 * the screen with their actions out of reach). Below it, lists show one card per row. One
 * rendering at a time, not both hidden by CSS, so every row and its buttons exist once.
 * 1280 px: the widest table (reports, nine columns) beside the 256 px sidebar.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 1280px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_SCREEN_QUERY).matches);
}
