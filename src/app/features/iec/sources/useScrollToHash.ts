import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element the location's hash names (`#/backend/sources#source-3`) once it is
 * rendered: the hash router leaves the second '#' to the page, and the browser does not scroll to
 * it on its own. `ready` turns true when the list is there (the mirror answers after the first paint).
 */
export function useScrollToHash(ready: boolean): string {
  const { hash } = useLocation();
  const target = decodeURIComponent(hash.slice(1));
  useEffect(() => {
    if (!ready || !target) return;
    document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [ready, target]);
  return target;
}
