import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';

/** The samples the cumulative table lays out at first: about what a laptop shows beside the names. */
export const FIRST_COLUMNS = 8;
/** How many older samples join when the reader scrolls to the last shown one (or asks). */
export const MORE_COLUMNS = 12;

/**
 * The columns of the cumulative table to render (issue 27: shown in under 100 ms): the newest
 * FIRST_COLUMNS, then MORE_COLUMNS older ones whenever `sentinel` (the table's last header cell)
 * comes within reach of `scroller`'s visible part. The browser's layout of a table grows with its
 * cells, and 50 samples x 25 analytes are four screens wide: what lies beyond them is laid out
 * when the reader goes there. `showMore` is the same for a button.
 */
export function useShownColumns<T>(
  columns: readonly T[],
  scroller: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
): { shown: readonly T[]; hidden: number; showMore: () => void } {
  const [count, setCount] = useState(FIRST_COLUMNS);
  const shown = useMemo(() => columns.slice(0, count), [columns, count]);
  const hidden = columns.length - shown.length;
  const showMore = useCallback(() => setCount((current) => current + MORE_COLUMNS), []);

  useEffect(() => {
    const target = sentinel.current;
    // Without IntersectionObserver (no browser of ours lacks it) the button alone shows more.
    if (hidden === 0 || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      // A little ahead of the reader, so scrolling rarely meets the button.
      { root: scroller.current, rootMargin: '0px 160px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hidden, count, scroller, sentinel, showMore]);

  return { shown, hidden, showMore };
}
