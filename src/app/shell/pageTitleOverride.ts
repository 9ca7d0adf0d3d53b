import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';

/**
 * The page's own title where the route's title key cannot say it (issue 26: an administrator on a
 * doctor's account pages read 'Mein Konto'; the page knows whose account it is). RootShell puts it
 * into the document title instead of the route's; it goes with the page.
 */
export const pageTitleOverrideAtom = atom<string | null>(null);

export function usePageTitleOverride(title: string | null): void {
  const setTitle = useSetAtom(pageTitleOverrideAtom);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
