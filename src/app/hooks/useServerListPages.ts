import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** Paging back and forth or typing a search should not send a request per click or key. */
const SERVER_QUERY_DEBOUNCE_MS = 300;

/** What `load` answers for one page: what the screen needs from it, and the list's last page. */
export interface LoadedServerPage<Answer> {
  answer: Answer;
  lastPage: number;
}

export interface ServerListPages<Answer> {
  /**
   * The list: its filter, search, sort and page size, as one string. Another list starts again at
   * page 1; the same list only fetches the pages not fetched yet.
   */
  list: string;
  /** The page shown: pages 1 to this one are fetched. */
  page: number;
  /** Online, and the device holds only part of the list. */
  enabled: boolean;
  /** Fetches one page of the list and has the sync worker cache its rows in the mirror. */
  load: (page: number, signal: AbortSignal) => Promise<LoadedServerPage<Answer>>;
}

/**
 * Paging a list past the mirror (design brief: 'older items are fetched online, page by page, and
 * written into Dexie as cache'). Some lists are mirrored only in part (staff's recent reports,
 * the tickets staff work on), so while online this fetches pages 1 to the one shown, in the
 * server's order, and `load` has the worker cache their rows: the worker stays the only writer of
 * pulled data, and a row with queued actions keeps its optimistic version. The page still renders
 * from the mirror, which then holds every row up to the page shown. Returns the latest answer for
 * the list (its totals), null while unknown, disabled or offline (then the list is what the
 * device holds).
 */
export function useServerListPages<Answer>({
  list,
  page,
  enabled,
  load,
}: ServerListPages<Answer>): Answer | null {
  const [latest, setLatest] = useState<{ list: string; answer: Answer } | null>(null);
  const loadPage = useEffectEvent(load);
  // The pages of this list already in the mirror: paging on fetches only the new ones (changes to
  // fetched rows reach the device through the change feed).
  const fetched = useRef({ list: '', upTo: 0 });
  useEffect(() => {
    if (!enabled) return;
    if (fetched.current.list !== list) fetched.current = { list, upTo: 0 };
    if (fetched.current.upTo >= page) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        for (let current = fetched.current.upTo + 1; current <= page && !abort.signal.aborted; current++) {
          const { answer, lastPage } = await loadPage(current, abort.signal);
          if (abort.signal.aborted) return;
          setLatest({ list, answer });
          const last = current >= lastPage;
          fetched.current = { list, upTo: last ? Number.MAX_SAFE_INTEGER : current };
          if (last) break;
        }
      })().catch(() => {
        // Offline or refused: the list shows what the device holds.
        if (!abort.signal.aborted) setLatest(null);
      });
    }, SERVER_QUERY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [enabled, list, page]);
  return enabled && latest?.list === list ? latest.answer : null;
}
