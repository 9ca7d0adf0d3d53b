import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { appStore } from '../../notifications/notificationStore';
import { openQuestionAtom } from './confirmStore';

const loadConfirmDialog = () => import('./ConfirmDialog');

/**
 * The dialog's code (Headless UI's Dialog, the form) is not part of the first page's JavaScript: it
 * loads once the browser is idle after the start, so that a question asked offline later (a
 * booking, a cancellation) finds it even where the service worker does not serve it yet.
 */
const ConfirmDialog = lazy(() =>
  loadConfirmDialog().then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
);

function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1_000);
  return () => clearTimeout(timer);
}

/** Shows the question `askConfirmation` asked, once for the whole app (RootShell). */
export function ConfirmDialogHost() {
  const question = useAtomValue(openQuestionAtom, { store: appStore });
  // Once shown it stays mounted, so that it can close as a dialog does.
  const [asked, setAsked] = useState(false);
  useEffect(() => whenIdle(() => void loadConfirmDialog().catch(() => undefined)), []);
  if (question && !asked) setAsked(true);
  if (!asked && !question) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={question} onAnswer={(confirmed) => question?.answer(confirmed)} />
    </Suspense>
  );
}
