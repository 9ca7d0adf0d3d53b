import { useMediaQuery } from './useMediaQuery';

/**
 * Whether the screen is wide enough for the lists' tables (issue 11: at 390 px the tables ran off
 * the screen with their actions out of reach). Below it, lists show one card per row. One
 * rendering at a time, not both hidden by CSS, so every row and its buttons exist once.
 * 1280 px: the widest table (reports, nine columns) beside the 256 px sidebar.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 1280px)';

export const useWideScreen = (): boolean => useMediaQuery(WIDE_SCREEN_QUERY);
