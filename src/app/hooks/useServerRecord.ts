import { useEffect, useState } from 'react';
import { request } from '../api/http';
import { useBrowserOnline } from '../offline/useMirror';

/**
 * A record the mirror does not hold (staff opening an older order or someone else's closed ticket,
 * a link from a notification): while online it is fetched from `path` and handed to `cache`, which
 * has the sync worker write it into the mirror, so the page renders it from there like any other.
 * True while that request is under way, so the page waits instead of saying 'not found'.
 */
export function useServerRecord(
  path: string,
  missing: boolean,
  cache: (body: unknown) => Promise<void>,
): boolean {
  const online = useBrowserOnline();
  // The path whose request has been answered.
  const [answered, setAnswered] = useState<string | null>(null);
  const wanted = missing && online && path !== '';
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    request(path, { signal: abort.signal })
      .then(cache)
      .catch(() => {
        // Not there, not the caller's, or offline: the page says so.
      })
      .finally(() => {
        if (!abort.signal.aborted) setAnswered(path);
      });
    return () => abort.abort();
    // `cache` is a module-level function of the caller's feature: the path decides the request.
  }, [wanted, path, cache]);
  return wanted && answered !== path;
}
